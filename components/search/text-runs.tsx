import type { TextRun } from '@/lib/search/types';

/** A title or snippet from the search, the visitor's words in `<mark>`. React escapes every run. */
export function TextRuns({ runs }: { runs: readonly TextRun[] }) {
  return runs.map((run, index) =>
    run.marked ? (
      <mark key={index} className="rounded-sm bg-orange-100 px-0.5 text-inherit">
        {run.text}
      </mark>
    ) : (
      run.text
    ),
  );
}
