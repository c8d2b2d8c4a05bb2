/**
 * The site's two languages. English lives where it always has; Swedish lives under /sv
 * (DESIGN.md decision 13). Nothing here reads a request: the language of a page is the tree it
 * is built in (app/(en), app/(sv)/sv), so every page is static in both.
 */

export const locales = ['en', 'sv'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** Where Swedish pages live. */
export const swedishPrefix = '/sv';

/**
 * The Swedish twin of an English content value: the same shape (the same keys, the same number
 * of items), its text free to differ. Links, paths, slugs and ids stay as the English ones
 * (`preservedKeys`), and components (icons) and numbers stay what they are.
 * tests/unit/content/translations.test.ts checks every pair at run time as well.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: K extends PreservedKey ? T[K] : Translation<T[K]> }
        : T;

/** Keys whose values are the same in every language. */
export const preservedKeys = ['href', 'path', 'slug', 'id'] as const;
type PreservedKey = (typeof preservedKeys)[number];

/**
 * The content of `locale`: the English module, or its Swedish twin. Typed as the English one,
 * which the Swedish one is checked against (`Translation`), so a page is written once.
 */
export function inLocale<T>(locale: Locale, en: T, sv: Translation<T>): T {
  return (locale === 'sv' ? sv : en) as T;
}

/** The `lang` of a page's <html>, and the language JSON-LD names (`inLanguage`). */
export const htmlLang: Record<Locale, string> = { en: 'en', sv: 'sv' };

/** Open Graph's `og:locale`. */
export const openGraphLocale: Record<Locale, string> = { en: 'en_US', sv: 'sv_SE' };

/** The locale Intl formats numbers, dates and currencies with. */
export const intlLocale: Record<Locale, string> = { en: 'en-US', sv: 'sv-SE' };

/** Contentful's locale codes for our languages (the space's default is en-US). */
export const contentfulLocale: Record<Locale, string> = { en: 'en-US', sv: 'sv-SE' };

/** The other language: where the language switcher goes. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'sv' : 'en';
}

/** The language a path is in: Swedish under /sv, English everywhere else. */
export function localeOfPath(pathname: string): Locale {
  return pathname === swedishPrefix || pathname.startsWith(`${swedishPrefix}/`) ? 'sv' : 'en';
}

/** A path without its language prefix: `/sv/about` → `/about`, `/sv` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(swedishPrefix.length) || '/';
}

/**
 * Answers that are files, not pages: the same in both languages, so their paths get no prefix.
 * The news feed is a page of sorts: it has one per language.
 */
const unlocalizedPrefixes = ['/api/', '/_next/', '/brand/solvik-palette.json', '/.well-known/'];

/**
 * Where an English site path lives in `locale`: `/about` → `/sv/about`, `/` → `/sv`,
 * `/contact?topic=demo` → `/sv/contact?topic=demo`. Another site, a fragment, a path already
 * Swedish, and files (`unlocalizedPrefixes`) are left as they are.
 */
export function localizedPath<Path extends string>(path: Path, locale: Locale): Path | string {
  if (locale === 'en' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (localeOfPath(path.replace(/[?#].*$/, '')) === 'sv') return path;
  if (unlocalizedPrefixes.some((prefix) => path.startsWith(prefix))) return path;
  return path === '/' || /^\/[?#]/.test(path)
    ? `${swedishPrefix}${path.slice(1)}`
    : `${swedishPrefix}${path}`;
}

/** The same page in the other language (its twin): `/about` ↔ `/sv/about`. */
export function twinPath(pathname: string, to: Locale): string {
  return localizedPath(pathWithoutLocale(pathname), to);
}

/** Where the language switch's own answer lives (app/language/route.ts). */
export const languageSwitchPath = '/language';

/**
 * Where the language switcher of a page goes: the page's twin, except for a news post, which may
 * not be published in the other language. Its switch goes through `languageSwitchPath`, which
 * answers with a redirect to the twin, or to that language's home when there is none.
 */
export function languageSwitchHref(pathname: string, to: Locale): string {
  const path = pathWithoutLocale(pathname);
  if (/^\/news\/(?!page\/|feed\.xml$)[^/]+$/.test(path)) {
    return `${languageSwitchPath}?${new URLSearchParams({ to, path })}`;
  }
  return twinPath(pathname, to);
}
