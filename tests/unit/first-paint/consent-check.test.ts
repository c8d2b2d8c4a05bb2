import {
  ASK_ATTRIBUTE,
  BANNER_ACTION_ATTRIBUTE,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  LIVE_ATTRIBUTE,
  OPTIONAL_CATEGORIES,
  parseConsent,
  PENDING_ATTRIBUTE,
  readCookie,
} from '@/lib/consent';
import { consentCheckScript } from '@/lib/first-paint/consent-check';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const MAX_AGE_MS = CONSENT_MAX_AGE_SECONDS * 1000;

/** Runs the head script against a fake document and clock; true when it marked <html>. */
function scriptAsks(cookie: string, now = NOW): boolean {
  const attributes = new Map<string, string>();
  const document = {
    cookie,
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    addEventListener: () => {},
  };
  const clock = { now: () => now };
  new Function('document', 'Date', consentCheckScript())(document, clock);
  if (attributes.size === 0) return false;
  expect(Object.fromEntries(attributes)).toEqual({ [ASK_ATTRIBUTE]: 'ask' });
  return true;
}

// One bit per optional category, whatever the categories are: the first granted.
const SOME = '1'.padEnd(OPTIONAL_CATEGORIES.length, '0');
const NONE = '0'.repeat(OPTIONAL_CATEGORIES.length);

const value = (savedAt: number, bits = SOME, version = CONSENT_VERSION) =>
  `${version}.${savedAt}.${bits}`;
const cookie = (v: string) => `${CONSENT_COOKIE}=${v}`;

// [case, document.cookie, whether the visitor has to be asked]
const cases: [string, string, boolean][] = [
  ['a valid choice', cookie(value(NOW - DAY)), false],
  ['a valid choice made just now', cookie(value(NOW, NONE)), false],
  ['a choice on the last day of its 12 months', cookie(value(NOW - MAX_AGE_MS)), false],
  ['a choice one millisecond too old', cookie(value(NOW - MAX_AGE_MS - 1)), true],
  ['a choice older than 12 months', cookie(value(NOW - 400 * DAY)), true],
  ['a choice within the minute of clock leeway', cookie(value(NOW + 60_000)), false],
  ['a choice dated just past the leeway', cookie(value(NOW + 60_001)), true],
  ['a choice dated tomorrow', cookie(value(NOW + DAY)), true],
  ['another version', cookie(value(NOW, SOME, CONSENT_VERSION + 1)), true],
  ['an older version', cookie(value(NOW, SOME, CONSENT_VERSION - 1)), true],
  ['a version-1 choice (with functional)', cookie(value(NOW, '100', 1)), true],
  ['the version with a leading zero', cookie(`0${CONSENT_VERSION}.${NOW}.${SOME}`), false],
  ['too long a version', cookie(value(NOW, SOME, 12345)), true],
  ['garbage', cookie('yes-please'), true],
  ['JSON', cookie('{"analytics":true}'), true],
  ['a missing part', cookie(`${CONSENT_VERSION}.${NOW}`), true],
  ['a category that is not 0 or 1', cookie(value(NOW, `2${SOME.slice(1)}`)), true],
  ['an extra category', cookie(value(NOW, `${SOME}0`)), true],
  ['an empty value', cookie(''), true],
  ['no cookie at all', '', true],
  ['other cookies only', 'theme=dark; hubspotutk=abc', true],
  ['a cookie whose name ends like ours', `x${cookie(value(NOW))}`, true],
  ['a cookie whose name starts like ours', `${CONSENT_COOKIE}x=${value(NOW)}`, true],
  ['ours between others', `theme=dark; ${cookie(value(NOW - DAY))}; hubspotutk=abc`, false],
  ['ours last', `theme=dark;${cookie(value(NOW - DAY))}`, false],
  ['ours with spaces around the value', `theme=dark; ${CONSENT_COOKIE}= ${value(NOW)} `, false],
  ['a broken copy before a valid one', `${cookie('x')}; ${cookie(value(NOW))}`, true],
  ['a valid copy before a broken one', `${cookie(value(NOW))}; ${cookie('x')}`, false],
  ['a part without =', `flag; ${cookie(value(NOW))}`, false],
];

describe('the consent check in <head>', () => {
  it.each(cases)('%s', (_, documentCookie, asks) => {
    const decision = scriptAsks(documentCookie);
    expect(decision).toBe(asks);
    // The same answer as the code that decides whether the live banner loads.
    expect(decision).toBe(parseConsent(readCookie(documentCookie, CONSENT_COOKIE), NOW) === null);
  });

  it('follows the clock it runs with, as parseConsent does', () => {
    const stored = cookie(value(NOW));
    for (const now of [NOW - 60_000, NOW - 60_001, NOW + MAX_AGE_MS, NOW + MAX_AGE_MS + 1]) {
      expect(scriptAsks(stored, now)).toBe(parseConsent(value(NOW), now) === null);
    }
  });

  it('never breaks the page: a document whose cookies cannot be read is not marked', () => {
    const document = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
      documentElement: { setAttribute: jest.fn() },
    };
    expect(() => new Function('document', consentCheckScript())(document)).not.toThrow();
    expect(document.documentElement.setAttribute).not.toHaveBeenCalled();
  });

  it('is plain text an HTML <script> element can hold', () => {
    expect(consentCheckScript()).not.toMatch(/<\/script|<!--/i);
  });

  // In a real document: the banner button clicked before ConsentManager was live is kept.
  it('keeps the last banner button clicked until ConsentManager is live', () => {
    document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
    document.documentElement.removeAttribute(LIVE_ATTRIBUTE);
    document.body.innerHTML =
      ['accept', 'reject']
        .map(
          (action) =>
            `<button ${BANNER_ACTION_ATTRIBUTE}="${action}"><span>${action}</span></button>`,
        )
        .join('') + '<button>Other</button>';
    new Function(consentCheckScript())();
    const [accept, reject, other] = [...document.querySelectorAll('button')];
    const pending = () => document.documentElement.getAttribute(PENDING_ATTRIBUTE);

    other?.click();
    expect(pending()).toBeNull();
    accept?.querySelector('span')?.click();
    expect(pending()).toBe('accept');
    reject?.click();
    expect(pending()).toBe('reject');

    document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
    document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
    accept?.click();
    expect(pending()).toBeNull();
  });
});
