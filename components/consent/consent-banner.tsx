import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { consentCopy } from '@/content/consent';
import { BANNER_ACTION_ATTRIBUTE, type BannerAction } from '@/lib/consent';
import { STATIC_BANNER_ATTRIBUTE } from '@/lib/consent-first-paint';

const { banner } = consentCopy;

// Accept and Reject share one style and one size: neither choice is the easier one.
const choiceClass = `${buttonVariants({ variant: 'secondary', size: 'md' })} sm:w-40`;

type ConsentBannerProps = {
  /** Each copy needs its own: the server's and the live one are in the page together. */
  titleId: string;
  /**
   * The server's copy, painted with the page before any script has loaded (app/layout.tsx):
   * no handlers; ConsentManager catches its clicks by BANNER_ACTION_ATTRIBUTE until the live
   * banner takes its place.
   */
  staticCopy?: boolean;
  onAcceptAll?: () => void;
  onRejectAll?: () => void;
  onSettings?: () => void;
  /** While the settings dialog is open the banner steps aside. */
  hidden?: boolean;
};

/**
 * The first-visit question. A non-modal region fixed to the bottom of the viewport: it shifts
 * no layout, covers neither the skip link nor the header, and the page stays usable behind it.
 */
export function ConsentBanner({
  titleId,
  staticCopy = false,
  onAcceptAll,
  onRejectAll,
  onSettings,
  hidden = false,
}: ConsentBannerProps) {
  const action = (name: BannerAction) => (staticCopy ? { [BANNER_ACTION_ATTRIBUTE]: name } : {});
  return (
    <section
      aria-labelledby={titleId}
      hidden={hidden}
      {...(staticCopy ? { [STATIC_BANNER_ATTRIBUTE]: '' } : {})}
      className="fixed inset-x-2 bottom-2 z-[90] mx-auto max-w-3xl rounded-card border border-neutral-200 bg-white p-4 text-neutral-700 shadow-xl sm:inset-x-4 sm:bottom-4 sm:p-6"
    >
      <h2 id={titleId} className="font-heading text-base font-bold text-primary">
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
        <button type="button" className={choiceClass} onClick={onAcceptAll} {...action('accept')}>
          {banner.acceptAll}
        </button>
        <button type="button" className={choiceClass} onClick={onRejectAll} {...action('reject')}>
          {banner.rejectAll}
        </button>
        <button
          type="button"
          aria-haspopup="dialog"
          className={`${buttonVariants({ variant: 'ghost', size: 'md' })} col-span-2 underline underline-offset-4 sm:ml-auto`}
          onClick={onSettings}
          {...action('settings')}
        >
          {banner.settings}
        </button>
      </div>
    </section>
  );
}
