import { CopyButton } from './copy-button';

/** A snippet of code with a button that copies it. */
export function CodeSample({ code, label }: { code: string; label: string }) {
  return (
    <figure className="relative mt-4 overflow-hidden rounded-brand bg-primary">
      <figcaption className="sr-only">{label}</figcaption>
      <div className="absolute top-2 right-2">
        <CopyButton text={code} label={label} />
      </div>
      <pre tabIndex={0} className="overflow-x-auto p-4 pr-28 text-sm text-neutral-100">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
