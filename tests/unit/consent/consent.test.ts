import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  parseConsent,
  readCookie,
} from '@/lib/consent';
import {
  ACCEPT_ALL,
  REJECT_ALL,
  consentCookie,
  createConsent,
  serializeConsent,
} from '@/lib/consent-write';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

describe('consent record', () => {
  it('round-trips a choice through the cookie value', () => {
    const record = createConsent(REJECT_ALL, NOW);
    const value = serializeConsent(record);
    expect(value).toBe(`${CONSENT_VERSION}.${NOW}.00`);
    expect(parseConsent(value, NOW + DAY)).toEqual(record);
  });

  it('never records the categories nothing uses as allowed, even after Accept all', () => {
    const record = createConsent(ACCEPT_ALL, NOW);
    expect(record.choices).toEqual({ analytics: false, marketing: false });
    expect(createConsent(REJECT_ALL, NOW).choices).toEqual(REJECT_ALL);
  });

  it('asks again when the version has changed', () => {
    expect(parseConsent(`${CONSENT_VERSION + 1}.${NOW}.00`, NOW)).toBeNull();
    expect(parseConsent(`0.${NOW}.00`, NOW)).toBeNull();
    // Version 1, with the functional category of HubSpot's embedded form.
    expect(parseConsent(`1.${NOW}.100`, NOW)).toBeNull();
  });

  it('asks again once the choice is older than 12 months', () => {
    const value = serializeConsent(createConsent(ACCEPT_ALL, NOW));
    expect(parseConsent(value, NOW + 364 * DAY)).not.toBeNull();
    expect(parseConsent(value, NOW + CONSENT_MAX_AGE_SECONDS * 1000)).not.toBeNull();
    expect(parseConsent(value, NOW + CONSENT_MAX_AGE_SECONDS * 1000 + 1)).toBeNull();
    // 365 days is never more than 12 calendar months, leap year or not.
    expect(CONSENT_MAX_AGE_SECONDS).toBeLessThanOrEqual(365 * 24 * 60 * 60);
  });

  it('does not trust a choice dated in the future', () => {
    expect(parseConsent(`${CONSENT_VERSION}.${NOW + DAY}.00`, NOW)).toBeNull();
    expect(parseConsent(`${CONSENT_VERSION}.${NOW + 30_000}.00`, NOW)).not.toBeNull();
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['JSON', '{"analytics":true}'],
    ['a missing part', `${CONSENT_VERSION}.${NOW}`],
    ['a word for a date', `${CONSENT_VERSION}.yesterday.00`],
    ['too few categories', `${CONSENT_VERSION}.${NOW}.0`],
    ['too many categories', `${CONSENT_VERSION}.${NOW}.000`],
    ['a category that is not 0 or 1', `${CONSENT_VERSION}.${NOW}.12`],
    ['trailing text', `${CONSENT_VERSION}.${NOW}.00;x`],
    ['a URL-encoded value', encodeURIComponent(`${CONSENT_VERSION}.${NOW}.00 `)],
  ])('treats %s as no choice', (_label, value) => {
    expect(parseConsent(value, NOW)).toBeNull();
  });
});

describe('consent cookie', () => {
  it('is first-party, Lax, at most 12 months, and Secure on https only', () => {
    const record = createConsent(REJECT_ALL, NOW);
    const http = consentCookie(record, false);
    expect(http).toBe(
      `${CONSENT_COOKIE}=${CONSENT_VERSION}.${NOW}.00; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`,
    );
    expect(http).not.toMatch(/HttpOnly|Domain=/i);
    expect(consentCookie(record, true)).toMatch(/; Secure$/);
  });

  it('is found among other cookies', () => {
    const header = `a=1; ${CONSENT_COOKIE}=2.2.00; ${CONSENT_COOKIE}x=9; b=c=d`;
    expect(readCookie(header, CONSENT_COOKIE)).toBe('2.2.00');
    expect(readCookie(header, 'b')).toBe('c=d');
    expect(readCookie(header, 'missing')).toBeUndefined();
    expect(readCookie('', CONSENT_COOKIE)).toBeUndefined();
  });
});
