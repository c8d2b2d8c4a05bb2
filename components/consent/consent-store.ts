import { useSyncExternalStore } from 'react';
import {
  BANNER_ACTION_ATTRIBUTE,
  CONSENT_COOKIE,
  OPEN_SETTINGS_ATTRIBUTE,
  type BannerAction,
  isBannerAction,
  parseConsent,
  readCookie,
  type ConsentRecord,
} from '@/lib/consent';

/** Fired on window when a choice was stored (save-consent.ts). */
export const CONSENT_CHANGE_EVENT = 'solvik:consent-change';
const REQUEST_EVENT = 'solvik:consent-request';

let cachedValue: string | undefined;
let cachedRecord: ConsentRecord | null = null;
let cachedOnce = false;

function snapshot(): ConsentRecord | null {
  const value = readCookie(document.cookie, CONSENT_COOKIE);
  // The same object for the same cookie, as useSyncExternalStore requires.
  if (!cachedOnce || value !== cachedValue) {
    cachedOnce = true;
    cachedValue = value;
    cachedRecord = parseConsent(value, Date.now());
  }
  return cachedRecord;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  // Another tab may have chosen meanwhile.
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    window.removeEventListener('focus', onChange);
  };
}

/**
 * The visitor's stored choice: a record, null when they have to be asked, or undefined while
 * it cannot be known (on the server and during hydration), when nothing optional may load.
 */
export function useConsent(): ConsentRecord | null | undefined {
  return useSyncExternalStore<ConsentRecord | null | undefined>(
    subscribe,
    snapshot,
    () => undefined,
  );
}

/**
 * Asks the banner UI for one of its actions: the settings (the footer's link), or what one of
 * the banner's buttons does (the banner has no handlers of its own).
 */
export function requestConsentAction(action: BannerAction = 'settings'): void {
  window.dispatchEvent(new CustomEvent<BannerAction>(REQUEST_EVENT, { detail: action }));
}

/** One request for a banner action, numbered: asking twice for the same thing is two requests. */
export type ConsentRequest = { action: BannerAction; id: number };

export function onConsentActionRequest(listener: (action: BannerAction) => void): () => void {
  const onOpen = (event: Event) => listener((event as CustomEvent<BannerAction>).detail);
  window.addEventListener(REQUEST_EVENT, onOpen);
  return () => window.removeEventListener(REQUEST_EVENT, onOpen);
}

/**
 * Turns links marked with OPEN_SETTINGS_ATTRIBUTE (the footer's Cookie settings, which
 * without JavaScript go to the cookie policy) into openers of the settings dialog, and passes
 * on clicks on the banner's buttons, which have no handlers of their own.
 */
export function interceptConsentOpeners(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof Element)) return;
    const opener = event.target.closest(
      `[${OPEN_SETTINGS_ATTRIBUTE}],[${BANNER_ACTION_ATTRIBUTE}]`,
    );
    if (!opener) return;
    event.preventDefault();
    const action = opener.getAttribute(BANNER_ACTION_ATTRIBUTE);
    requestConsentAction(isBannerAction(action) ? action : 'settings');
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
