/**
 * The site's two languages. English lives where it always has; Swedish lives under /sv
 * (DESIGN.md decision 13). Nothing here reads a request: the language of a page is the tree it
 * is built in (app/(en), app/(sv)/sv), so every page is static in both.
 */

export const locales = ['en', 'sv'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

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
