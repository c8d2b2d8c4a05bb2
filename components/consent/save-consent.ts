import type { ConsentChoices } from '@/lib/consent';
import { consentCookie, createConsent } from '@/lib/consent-write';
import { CONSENT_CHANGE_EVENT } from './consent-store';

/** Stores a choice and tells every part of the page. */
export function saveConsent(choices: ConsentChoices): void {
  const record = createConsent(choices, Date.now());
  document.cookie = consentCookie(record, window.location.protocol === 'https:');
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}
