import { Link } from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button-variants';
import * as consentEn from '@/content/consent';
import * as consentSv from '@/content/sv/consent';
import { inLocale, type Locale } from '@/lib/i18n';
import {
  BANNER_ACTION_ATTRIBUTE,
  BANNER_ATTRIBUTE,
  BANNER_END_ATTRIBUTE,
  type BannerAction,
} from '@/lib/consent';

// Accept and Reject share one style and one size: neither choice is the easier one.
const choiceClass = `${buttonVariants({ variant: 'secondary', size: 'md' })} sm:w-40`;

const action = (name: BannerAction) => ({ [BANNER_ACTION_ATTRIBUTE]: name });

/**
 * The first-visit question. A non-modal region fixed to the bottom of the viewport: it shifts
 * no layout, covers neither the skip link nor the header, and the page stays usable behind it.
 *
 * Rendered once, on the server, in the root layout, so that it paints with the page; shown only
 * while <html> is marked to ask (lib/consent.ts, ASK_ATTRIBUTE). It has no handlers of its own:
 * its buttons name their action, and the consent store passes clicks on them to the banner UI,
 * also those made before the page's scripts had run.
 *
 * Its last element is an empty marker: the banner shows only once the parser has reached it
 * (app/globals.css). Pinned to the bottom, the banner grows upwards, and on a slow connection
 * the first frame could come while its HTML was half in: a partial banner that jumped up when
 * the rest arrived, a layout shift of up to 0.1 in throttled Lighthouse runs.
 */
export function ConsentBanner({ locale }: { locale: Locale }) {
  const { banner } = inLocale(locale, consentEn, consentSv).consentCopy;
  return (
    <section
      aria-labelledby="consent-banner-title"
      {...{ [BANNER_ATTRIBUTE]: '' }}
      className="fixed inset-x-2 bottom-2 z-[90] mx-auto max-w-3xl rounded-card border border-neutral-200 bg-white p-4 text-neutral-700 shadow-xl sm:inset-x-4 sm:bottom-4 sm:p-6"
    >
      <h2 id="consent-banner-title" className="font-heading text-base font-bold text-primary">
        {banner.title}
      </h2>
      <p className="mt-1 text-sm leading-relaxed">
        {banner.text}{' '}
        <Link
          href="/cookies"
          className="font-semibold text-orange-700 underline underline-offset-4"
        >
          {banner.policyLink}
        </Link>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:flex sm:flex-wrap sm:gap-3">
        <button type="button" className={choiceClass} {...action('accept')}>
          {banner.acceptAll}
        </button>
        <button type="button" className={choiceClass} {...action('reject')}>
          {banner.rejectAll}
        </button>
        <button
          type="button"
          aria-haspopup="dialog"
          className={`${buttonVariants({ variant: 'ghost', size: 'md' })} col-span-2 underline underline-offset-4 sm:ml-auto`}
          {...action('settings')}
        >
          {banner.settings}
        </button>
      </div>
      <span hidden {...{ [BANNER_END_ATTRIBUTE]: '' }} />
    </section>
  );
}
