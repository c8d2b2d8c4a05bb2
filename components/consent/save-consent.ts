import type { ConsentChoices } from '@/lib/consent';
import { HUBSPOT_COOKIES, consentCookie, createConsent, expireCookie } from '@/lib/consent-write';
import { CONSENT_CHANGE_EVENT } from './consent-store';

/**
 * Stores a choice and tells every part of the page. Withdrawing functional consent also
 * deletes the cookies HubSpot's script may have set on our domain.
 */
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
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

/** The visitor's choices with functional cookies allowed (the contact page's button). */
export function allowFunctional(current: ConsentChoices | undefined): void {
  saveConsent({
    functional: true,
    analytics: current?.analytics ?? false,
    marketing: current?.marketing ?? false,
  });
}
