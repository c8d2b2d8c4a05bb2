/**
 * Making and storing a consent choice (the value format is described in consent.ts). Apart
 * from the reading side so that it stays out of every page's first script: only the banner,
 * and the settings load it.
 */
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  OPTIONAL_CATEGORIES,
} from './consent';
import type { ConsentChoices, ConsentRecord, OptionalCategory } from './consent';

export const REJECT_ALL: ConsentChoices = { analytics: false, marketing: false };
export const ACCEPT_ALL: ConsentChoices = { analytics: true, marketing: true };

/** Today nothing on the site uses these; they are listed, off and cannot be switched on. */
export const UNUSED_CATEGORIES: readonly OptionalCategory[] = ['analytics', 'marketing'];

export function createConsent(choices: ConsentChoices, now: number): ConsentRecord {
  // A category nothing uses is never recorded as allowed, even after "Accept all".
  const kept = { ...choices };
  for (const category of UNUSED_CATEGORIES) kept[category] = false;
  return { version: CONSENT_VERSION, savedAt: now, choices: kept };
}

export function serializeConsent(record: ConsentRecord): string {
  const bits = OPTIONAL_CATEGORIES.map((category) => (record.choices[category] ? '1' : '0'));
  return `${record.version}.${record.savedAt}.${bits.join('')}`;
}

/** The `document.cookie` assignment that stores a record just made; Secure on https pages. */
export function consentCookie(record: ConsentRecord, secure: boolean): string {
  return [
    `${CONSENT_COOKIE}=${serializeConsent(record)}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
