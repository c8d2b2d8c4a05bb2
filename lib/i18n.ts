/**
 * The site's languages. English lives where it always has; every other language lives under its
 * code (Swedish under /sv). Nothing here reads a request: the language of a page is the
 * `[locale]` of its URL (app/(site)/[locale]), every language built ahead, so every page is static.
 */

/**
 * The site's languages, one line each, English (the default) first: the `lang` of a page's
 * <html> (and the language JSON-LD names, `inLanguage`), Open Graph's `og:locale`, the locale
 * Intl formats numbers, dates and currencies with, Contentful's locale code (the space's
 * default is en-US), and the Snowball stemmer search reads its words with (a module of
 * @orama/stemmers, loaded by lib/search/stemmers.ts). A language's key is its two-letter code,
 * its URL prefix (`/sv`): the cache tier's patterns take any two letters (deploy/varnish).
 */
const languages = {
  en: { html: 'en', openGraph: 'en_US', intl: 'en-US', contentful: 'en-US', stemmer: 'english' },
  sv: { html: 'sv', openGraph: 'sv_SE', intl: 'sv-SE', contentful: 'sv-SE', stemmer: 'swedish' },
} as const;

export type Locale = keyof typeof languages;
export const locales = Object.keys(languages) as Locale[];
export const defaultLocale = 'en' satisfies Locale;

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** Where a language's pages live: English at the root, every other under its code (`/sv`). */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** The languages whose pages live under a prefix of their own: every one but English. */
export const prefixedLocales = locales.filter((locale) => locale !== defaultLocale);

/**
 * Keys whose values are structure, the same in every language: links, paths, slugs, ids, icon
 * keys, the clients a page names (`clientSlugs`), styling. A language's module never repeats them.
 */
export const structuralKeys = [
  'href',
  'path',
  'slug',
  'id',
  'icon',
  'portrait',
  'kind',
  'surface',
  'font',
  'className',
  'clientSlugs',
  'relatedSlugs',
  'wordmark',
] as const;
type StructuralKey = (typeof structuralKeys)[number];

/** A sentence with holes for values (`integrationSupportText(country)`): words. */
type Phrase = (...args: never[]) => string;
type PhraseArguments = readonly (string | number)[];

/**
 * The words of an English content value, which another language's module gives: its strings,
 * its sentence functions and its patterns (a `RegExp` matches one language's copy), with the
 * structure left out: `structuralKeys`, numbers, booleans, lookups, and the file `name` of an
 * image beside its `alt` (`OwnArtwork`). Lists of strings are the language's own (a list may be longer); other
 * lists are words item by item. The English module keeps the structure, once; `inLocale` lays a
 * language's words over it. A word left out is a type error.
 */
export type Words<T> = T extends string
  ? string
  : T extends RegExp
    ? RegExp
    : T extends Phrase
      ? Parameters<T> extends PhraseArguments
        ? T
        : never
      : T extends (...args: never[]) => unknown
        ? never
        : T extends readonly string[]
          ? readonly string[]
          : T extends readonly unknown[]
            ? [Words<T[number]>] extends [never]
              ? never
              : { readonly [I in keyof T]: Words<T[I]> }
            : T extends object
              ? WordsOf<T> & OwnArtwork<T> extends infer W
                ? [keyof W] extends [never]
                  ? never
                  : W
                : never
              : never;

type WordsOf<T> = {
  readonly [
    K in keyof T as K extends StructuralKey
      ? never
      : K extends 'name'
        ? T extends { alt: string }
          ? never
          : K
        : [Words<T[K]>] extends [never]
          ? never
          : K
  ]: Words<T[K]>;
};

/**
 * An image's file is structure, except where a language has artwork of its own (the product
 * screens with Swedish labels, under art/sv): its words then name it.
 */
type OwnArtwork<T> = T extends { name: string; alt: string } ? { readonly name?: string } : unknown;

/** True for a key whose value is structure in `parent` (the runtime twin of `Words`). */
export function isStructuralKey(key: string, parent: object): boolean {
  return (structuralKeys as readonly string[]).includes(key) || (key === 'name' && 'alt' in parent);
}

/** Every language but English: each has words of its own for every English content module. */
export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>;

/**
 * An English content value's words in every other language, by locale: a module's entry in
 * the words registry (`translations.about`, content/words.ts). A language left out is a type
 * error.
 */
type Translations<T> = { readonly [L in TranslatedLocale]: Words<T> };

/** The languages a call can be asked for, but English: all of them, unless its locale is one. */
type Asked<L extends Locale> = Exclude<L, typeof defaultLocale>;

/** Each merge, by the words and the structure they were laid over. */
const merged = new WeakMap<object, WeakMap<object, unknown>>();

/**
 * The content of `locale`: the English value (a module namespace, or one export), or that
 * language's words laid over its structure. Typed as the English one, so a page and its lookups
 * are written once. `translations` is the module's words by language (`translations.about`,
 * content/words.ts), and with `key` the English value is one export of it
 * (`inLocale(locale, claims, translations.claims, 'claims')`). Merged once per module and
 * language, and kept.
 */
export function inLocale<T, L extends Locale = Locale>(
  locale: L,
  en: T,
  translations: Pick<Translations<NoInfer<T>>, Asked<NoInfer<L>>>,
): T;
export function inLocale<T, K extends string, L extends Locale = Locale>(
  locale: L,
  en: T,
  translations: { readonly [W in Asked<NoInfer<L>>]: { readonly [_ in K]: Words<NoInfer<T>> } },
  key: K,
): T;
export function inLocale(
  locale: Locale,
  en: unknown,
  translations: Partial<Record<TranslatedLocale, unknown>>,
  key?: string,
): unknown {
  if (locale === defaultLocale) return en;
  const own = translations[locale as TranslatedLocale];
  const words = key === undefined ? own : (own as Record<string, unknown> | undefined)?.[key];
  if (words === undefined) throw new Error(`No ${locale} words for ${key ?? 'this module'}`);
  if (typeof words !== 'object' || words === null || typeof en !== 'object' || en === null) {
    return words;
  }
  const byStructure = merged.get(words) ?? new WeakMap<object, unknown>();
  merged.set(words, byStructure);
  if (!byStructure.has(en)) byStructure.set(en, withWords(en, words));
  return byStructure.get(en);
}

/** Words are strings, patterns, phrases, lists and records of them (a module namespace too). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof RegExp)
  );
}

/** `structure` with `words` laid over it: the words where they are given, the structure elsewhere. */
function withWords(structure: unknown, words: unknown): unknown {
  if (words === undefined) return structure;
  if (Array.isArray(words) && Array.isArray(structure)) {
    if (words.every((word) => typeof word === 'string')) return words;
    return structure.map((item: unknown, index) => withWords(item, words[index]));
  }
  if (isRecord(words) && typeof structure === 'object' && structure !== null) {
    const result: Record<string, unknown> = { ...structure };
    for (const [key, value] of Object.entries(words)) {
      result[key] = withWords((structure as Record<string, unknown>)[key], value);
    }
    return result;
  }
  return words;
}

function byLocale(field: keyof (typeof languages)[Locale]): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, languages[locale][field]])) as Record<
    Locale,
    string
  >;
}

/** The `lang` of a page's <html>, and the language JSON-LD names (`inLanguage`). */
export const htmlLang = byLocale('html');

/** Open Graph's `og:locale`. */
export const openGraphLocale = byLocale('openGraph');

/** The locale Intl formats numbers, dates and currencies with. */
export const intlLocale = byLocale('intl');

/** Contentful's locale codes for our languages. */
export const contentfulLocale = byLocale('contentful');

/** The name of each language's Snowball stemmer in @orama/stemmers (`swedish`). */
export const stemmerName = byLocale('stemmer');

/** Every language but `locale`, in the registry's order: where the language switcher goes. */
export function otherLocales(locale: Locale): Locale[] {
  return locales.filter((other) => other !== locale);
}

/** The path's part under `locale`'s code (`/sv/about` → `/about`), or undefined when it has none. */
function underCode(pathname: string, locale: Locale): string | undefined {
  const code = `/${locale}`;
  if (pathname === code) return '/';
  return pathname.startsWith(`${code}/`) ? pathname.slice(code.length) : undefined;
}

/**
 * The language a path is in: Swedish under /sv (each language under its prefix), else English.
 * English's own code counts too: a page rendered in the route tree sees its path as
 * `/en/about` (app/(site)/[locale]), though no visitor's address has it.
 */
export function localeOfPath(pathname: string): Locale {
  return locales.find((locale) => underCode(pathname, locale) !== undefined) ?? defaultLocale;
}

/**
 * Where a page of `locale` lives in the route tree, app/(site)/[locale]: `/about` → `/en/about`,
 * `/` → `/sv`. Only rewrites name these paths; visitors never see English's `/en`.
 */
export function routedPath(path: string, locale: Locale): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** A path without its language prefix: `/sv/about` → `/about`, `/sv` → `/`, `/en/about` → `/about`. */
export function pathWithoutLocale(pathname: string): string {
  return underCode(pathname, localeOfPath(pathname)) ?? pathname;
}

/**
 * Answers that are files, not pages: the same in both languages, so their paths get no prefix.
 * The news feed is a page of sorts: it has one per language.
 */
const unlocalizedPrefixes = ['/api/', '/_next/', '/brand/solvik-palette.json', '/.well-known/'];

/**
 * Where an English site path lives in `locale`: `/about` → `/sv/about`, `/` → `/sv`,
 * `/contact?topic=demo` → `/sv/contact?topic=demo`. Another site, a fragment, a path already in
 * a language of its own, and files (`unlocalizedPrefixes`) are left as they are.
 */
export function localizedPath<Path extends string>(path: Path, locale: Locale): Path | string {
  if (locale === defaultLocale || !path.startsWith('/') || path.startsWith('//')) return path;
  if (localeOfPath(path.replace(/[?#].*$/, '')) !== defaultLocale) return path;
  if (unlocalizedPrefixes.some((prefix) => path.startsWith(prefix))) return path;
  const prefix = localePrefix(locale);
  return path === '/' || /^\/[?#]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** The same page in another language (its twin): `/about` ↔ `/sv/about`. */
function twinPath(pathname: string, to: Locale): string {
  return localizedPath(pathWithoutLocale(pathname), to);
}

/** Where the language switch's own answer lives (app/language/route.ts). */
const languageSwitchPath = '/language';

/**
 * Where the language switcher of a page goes in `to`: the page's twin, except for a news post,
 * which may not be published in that language. Its switch goes through `languageSwitchPath`,
 * which answers with a redirect to the twin, or to that language's home when there is none.
 */
export function languageSwitchHref(pathname: string, to: Locale): string {
  const path = pathWithoutLocale(pathname);
  if (/^\/news\/(?!page\/|feed\.xml$)[^/]+$/.test(path)) {
    return `${languageSwitchPath}?${new URLSearchParams({ to, path })}`;
  }
  return twinPath(pathname, to);
}
