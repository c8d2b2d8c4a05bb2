'use client';

import { openConsentSettings, useHydrated } from './consent-store';

type CookieSettingsButtonProps = {
  label: string;
  /** Where the link goes while JavaScript has not run: the policy's section on consent. */
  fallbackHref: string;
  className?: string;
};

/**
 * The footer's Cookie settings. In the server HTML (and without JavaScript) a link to the
 * cookie policy's section on changing consent; once the page runs, a button that opens the
 * settings dialog.
 */
export function CookieSettingsButton({
  label,
  fallbackHref,
  className,
}: CookieSettingsButtonProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={fallbackHref} className={className}>
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={openConsentSettings}
      className={className}
    >
      {label}
    </button>
  );
}
