import { inLocale, localizedPath, type Locale } from '@/lib/i18n';
import * as siteEn from '@/content/site';
import { translations } from '@/content/words';

/**
 * Shown on every news page while draft mode is on, so an editor never mistakes a preview for
 * the live site. Leaving is a plain link: it works without JavaScript.
 */
export function DraftModeBar({ returnPath, locale }: { returnPath: string; locale: Locale }) {
  const { draftBar } = inLocale(locale, siteEn, translations.site).siteCopy;
  // `returnPath` is the English path; the editor returns to the page in its own language.
  const path = localizedPath(returnPath, locale);
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-primary px-4 py-3 text-sm text-white shadow-lg"
    >
      <span>
        <strong>{draftBar.title}</strong> {draftBar.text}
      </span>
      <a
        href={`/api/draft/disable?path=${encodeURIComponent(path)}`}
        className="font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {draftBar.exit}
      </a>
    </div>
  );
}
