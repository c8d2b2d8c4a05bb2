import type { buttonGuide } from '@/content/design-guide';
import { buttonVariants } from '@/components/ui/button-variants';
import { Check, Copy } from '@/components/ui/icons';
import { CopyButton } from './copy-button';

type CodeSampleProps = {
  code: string;
  label: string;
  /** The copy button's words, in the page's language. */
  copy: (typeof buttonGuide)['copy'];
};

/**
 * A snippet of code with a button that copies it. The button sits in a bar above the code,
 * never on it, so no line hides under it at any width or scroll position.
 */
export function CodeSample({ code, label, copy }: CodeSampleProps) {
  const { idle, copied, failed } = copy;
  const words = {
    idle,
    copied,
    failed,
    copiedStatus: copy.copiedStatus(label),
    failedStatus: copy.failedStatus(label),
  };
  return (
    <figure className="mt-4 overflow-hidden rounded-brand bg-primary">
      <div className="flex items-center justify-between gap-3 border-b border-white/10 py-2 pr-2 pl-4">
        <figcaption className="truncate font-heading text-sm text-neutral-200">{label}</figcaption>
        <CopyButton
          text={code}
          label={label}
          words={words}
          className={buttonVariants({ variant: 'light', size: 'sm' })}
          icons={{
            copy: <Copy aria-hidden="true" className="size-4" />,
            copied: <Check aria-hidden="true" className="size-4" />,
          }}
        />
      </div>
      <pre tabIndex={0} className="overflow-x-auto p-4 text-sm text-neutral-100">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
