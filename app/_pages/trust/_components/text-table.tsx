import { cn } from '@/lib/cn';

type TextTableProps<Key extends string> = {
  caption: string;
  /** Column keys in order, with their headings. The first column heads each row. */
  columns: Record<Key, string>;
  rows: readonly Record<Key, string>[];
  className?: string;
};

/**
 * A table of short texts. It fits a phone as it is (three narrow columns that wrap); the region
 * can still be scrolled by keyboard should a long word ever widen it.
 */
export function TextTable<Key extends string>({
  caption,
  columns,
  rows,
  className,
}: TextTableProps<Key>) {
  const keys = Object.keys(columns) as Key[];
  return (
    <div
      className={cn(
        'overflow-x-auto rounded-card border border-neutral-200 focus-visible:outline-2 focus-visible:outline-orange-600',
        className,
      )}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {keys.map((key) => (
              <th
                key={key}
                scope="col"
                className="bg-neutral-100 px-3 py-3 font-heading font-bold text-primary sm:px-5"
              >
                {columns[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={keys.map((key) => row[key]).join('|')} className="border-t border-neutral-200">
              {keys.map((key, index) =>
                index === 0 ? (
                  <th
                    key={key}
                    scope="row"
                    className="px-3 py-3 align-top font-semibold text-primary sm:px-5"
                  >
                    {row[key]}
                  </th>
                ) : (
                  <td key={key} className="px-3 py-3 align-top text-neutral-700 sm:px-5">
                    {row[key]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
