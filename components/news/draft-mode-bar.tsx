/**
 * Shown on every news page while draft mode is on, so an editor never mistakes a preview for
 * the live site. Leaving is a plain link: it works without JavaScript.
 */
export function DraftModeBar({ returnPath }: { returnPath: string }) {
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-primary px-4 py-3 text-sm text-white shadow-lg"
    >
      <span>
        <strong>Preview is on:</strong> you are seeing draft content from Contentful.
      </span>
      <a
        href={`/api/draft/disable?path=${encodeURIComponent(returnPath)}`}
        className="font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        Leave preview
      </a>
    </div>
  );
}
