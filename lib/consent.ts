/**
 * The visitor's cookie consent: which optional categories they allowed, when, and under which
 * version of our categories. Pure functions only; the browser side lives in components/consent.
 * Reading a choice is here, in every page's first script; making and storing one is in
 * consent-write.ts, loaded only by the banner, the settings and the contact page's button.
 *
 * Stored in a first-party cookie rather than localStorage: the browser itself deletes it after
 * its Max-Age (so the 12-month limit holds even if our code never runs again), it can carry
 * SameSite and Secure, and it is the one place the cookie policy already tells visitors to look.
 * It is not HttpOnly because the page must read it to decide whether to show the banner.
 *
 * Value: `<version>.<saved at, ms since epoch>.<analytics><marketing>` with each category as 1
 * or 0, for example `2.1763856800000.00`. Version 1 had a third, first category, `functional`,
 * for HubSpot's embedded form; the form is our own since version 2 and that category is gone.
 * A version-1 value (three digits) is not read: that visitor is asked again.
 */

export const CONSENT_COOKIE = 'solvik_consent';

/** Raise when the categories or what they cover change: everyone is asked again. */
export const CONSENT_VERSION = 2;

/** 365 days: never longer than 12 months, which is the most IMY accepts before asking again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The optional categories, in the order the settings list them. Necessary needs no consent. */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export type ConsentChoices = Record<OptionalCategory, boolean>;

export type ConsentRecord = {
  version: number;
  /** When the visitor chose, in ms since the epoch. */
  savedAt: number;
  choices: ConsentChoices;
};

/** Marks a link (the footer's Cookie settings) that opens the settings once JavaScript runs. */
export const OPEN_SETTINGS_ATTRIBUTE = 'data-consent-settings';

/** What a banner button does, named on the button by BANNER_ACTION_ATTRIBUTE. */
export type BannerAction = 'accept' | 'reject' | 'settings';
export const BANNER_ACTION_ATTRIBUTE = 'data-consent-action';

export function isBannerAction(value: unknown): value is BannerAction {
  return value === 'accept' || value === 'reject' || value === 'settings';
}

/*
 * The banner is rendered on the server and shown while <html> carries ASK_ATTRIBUTE="ask"
 * (lib/first-paint/consent-check.ts sets it first, the banner UI from hydration on). PENDING_ATTRIBUTE
 * keeps a banner button clicked before ConsentManager was live, which sets LIVE_ATTRIBUTE.
 */
export const ASK_ATTRIBUTE = 'data-consent';
export const BANNER_ATTRIBUTE = 'data-consent-banner';
/** The banner's last element: until the parser has reached it, app/globals.css hides the banner. */
export const BANNER_END_ATTRIBUTE = 'data-consent-banner-end';
export const PENDING_ATTRIBUTE = 'data-consent-pending';
export const LIVE_ATTRIBUTE = 'data-consent-live';

/** The cookie's value; lib/first-paint/consent-check.ts reads it with the same pattern. */
export const VALUE_PATTERN = /^(\d{1,4})\.(\d{1,15})\.([01]{2})$/;

/** A minute of leeway for clocks; a choice dated later than that was not written by us. */
export const FUTURE_LEEWAY_MS = 60_000;

/**
 * The stored record, or null when the visitor has to be asked (again): no value, a value we
 * cannot read, another version, older than the maximum age, or dated in the future.
 */
export function parseConsent(value: string | undefined | null, now: number): ConsentRecord | null {
  if (!value) return null;
  const match = VALUE_PATTERN.exec(value);
  if (!match) return null;
  const [, version, savedAt, bits] = match as unknown as [string, string, string, string];
  if (Number(version) !== CONSENT_VERSION) return null;
  const saved = Number(savedAt);
  const age = now - saved;
  if (age < -FUTURE_LEEWAY_MS || age > CONSENT_MAX_AGE_SECONDS * 1000) return null;
  const choices = Object.fromEntries(
    OPTIONAL_CATEGORIES.map((category, index) => [category, bits[index] === '1']),
  ) as ConsentChoices;
  return { version: CONSENT_VERSION, savedAt: saved, choices };
}

/** The value of one cookie in a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
