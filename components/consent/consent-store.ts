import { useSyncExternalStore } from 'react';
import {
  CONSENT_COOKIE,
  OPEN_SETTINGS_ATTRIBUTE,
  parseConsent,
  readCookie,
  type ConsentRecord,
} from '@/lib/consent';

/** Fired on window when a choice was stored (save-consent.ts). */
export const CONSENT_CHANGE_EVENT = 'solvik:consent-change';
const OPEN_EVENT = 'solvik:consent-open';

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

/** Opens the settings dialog. */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function onOpenConsentSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}

/**
 * Turns links marked with OPEN_SETTINGS_ATTRIBUTE (the footer's Cookie settings, which
 * without JavaScript go to the cookie policy) into openers of the settings dialog.
 */
export function interceptSettingsLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof Element)) return;
    if (!event.target.closest(`[${OPEN_SETTINGS_ATTRIBUTE}]`)) return;
    event.preventDefault();
    openConsentSettings();
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
