import { CONSENT_COOKIE, type ConsentChoices } from '@/lib/consent';
import { createConsent, serializeConsent } from '@/lib/consent-write';

/**
 * A browser state in which the visitor has already chosen, so the banner stays away. The
 * cookie is host-only for 127.0.0.1, which covers the site and the CMS copy on any port.
 */
export function consentState(choices: ConsentChoices) {
  return storedValueState(serializeConsent(createConsent(choices, Date.now())));
}

/** A browser state holding this exact value in the consent cookie (old, broken, …). */
export function storedValueState(value: string) {
  return {
    cookies: [
      {
        name: CONSENT_COOKIE,
        value,
        domain: '127.0.0.1',
        path: '/',
        expires: Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [],
  };
}

/** A visitor who has not chosen yet: the banner shows. */
export const noConsentState = { cookies: [], origins: [] };
