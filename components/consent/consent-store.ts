import { useSyncExternalStore } from 'react';
import {
  CONSENT_COOKIE,
  HUBSPOT_COOKIES,
  consentCookie,
  createConsent,
  expireCookie,
  parseConsent,
  readCookie,
  type ConsentChoices,
  type ConsentRecord,
} from '@/lib/consent';

const CHANGE_EVENT = 'solvik:consent-change';
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
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab may have chosen meanwhile.
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
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

/** Stores a choice and tells every part of the page; withdrawing drops HubSpot's cookies. */
export function saveConsent(choices: ConsentChoices): void {
  const record = createConsent(choices, Date.now());
  document.cookie = consentCookie(record, window.location.protocol === 'https:');
  if (!record.choices.functional) {
    for (const name of HUBSPOT_COOKIES) {
      for (const assignment of expireCookie(name, window.location.hostname)) {
        document.cookie = assignment;
      }
    }
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Opens the settings dialog (the footer's Cookie settings button). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function onOpenConsentSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}

const noSubscribe = () => () => {};

/** False in the server HTML and during hydration, true once the page's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
