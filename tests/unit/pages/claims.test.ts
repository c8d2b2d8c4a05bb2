import { inLocale, isLocale, locales, type Locale } from '@/lib/i18n';
import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { clientCases, type ClientCase } from '@/content/cases';
import { claims, claimsIn, type Claim } from '@/content/claims';
import { translations } from '@/content/words';

const swedishClaimsIn = (texts: readonly string[]) =>
  claimsIn(texts, inLocale('sv', claims, translations.claims, 'claims'));

/**
 * Every figure the copy claims has a source: a percentage anywhere in content/ must be one of
 * the registered claims (content/claims.ts), whose source line the pages render, or a case
 * figure, which carries its own. The Swedish copy (content/sv) is held to the Swedish claims
 * (content/sv/claims.ts), each other language's to its own, the rest to the English ones.
 */

const root = join(process.cwd(), 'content');

/** The language of a file under content/: its first folder's, or English. */
const languageOfFile = (file: string): Locale => {
  const first = file.split(sep)[0] ?? '';
  return first !== 'en' && isLocale(first) ? first : 'en';
};
/** The file's path in its language's tree: content/sv/news is news as content/news is. */
const inItsLanguage = (file: string) =>
  languageOfFile(file) === 'en' ? file : file.slice(`${languageOfFile(file)}${sep}`.length);

/** The words registry and each language's index name modules; they hold no words themselves. */
const isRegistry = (file: string) =>
  file === 'words.ts' || (languageOfFile(file) !== 'en' && inItsLanguage(file) === 'index.ts');

const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter(
    (file) => file.endsWith('.ts') && !isRegistry(file) && !inItsLanguage(file).startsWith('news'),
  )
  .sort();

type Language = {
  files: string[];
  claims: readonly Claim[];
  claimsIn: (texts: readonly string[]) => Claim[];
  cases: readonly ClientCase[];
};

const languages = Object.fromEntries(
  locales.map((locale): [Locale, Language] => [
    locale,
    {
      files: files.filter((file) => languageOfFile(file) === locale),
      claims: inLocale(locale, claims, translations.claims, 'claims'),
      claimsIn: (texts) => claimsIn(texts, inLocale(locale, claims, translations.claims, 'claims')),
      cases: inLocale(locale, clientCases, translations.cases, 'clientCases'),
    },
  ]),
) as Record<Locale, Language>;

const languageOf = (file: string) => languages[languageOfFile(file)];

/**
 * The texts a reader sees as claims: a value and its label read as one. Figures with their own
 * source and pictures' alt texts (the example data of a product screen) are left out.
 */
function textsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const record = value as Record<string, unknown>;
  if (typeof record.source === 'string') return [];
  if (typeof record.alt === 'string') return [];
  if (typeof record.value === 'string' && typeof record.label === 'string') {
    return [`${record.value} ${record.label}`];
  }
  return Object.values(record).flatMap((inner) => textsIn(inner, seen));
}

function textsOf(file: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return textsIn(require(join(root, file)));
}

const percentage = /\d\s?%/;

describe('claimed figures', () => {
  it('reads copy in every language', () => {
    expect(languages.en.files.length).toBeGreaterThan(0);
    expect(languages.sv.files).toContain(join('sv', 'claims.ts'));
    for (const locale of locales) expect(languages[locale].files.length).toBeGreaterThan(0);
  });

  it.each(files)('content/%s states no percentage without a registered source', (file) => {
    const { claimsIn: registered } = languageOf(file);
    const unsourced = textsOf(file).filter(
      (text) => percentage.test(text) && registered([text]).length === 0,
    );
    expect(unsourced).toEqual([]);
  });

  it('catches an unsourced percentage', () => {
    expect(
      textsIn({ bullets: ['Half the cost: 50% less'] }).filter((t) => percentage.test(t)),
    ).toHaveLength(1);
    expect(claimsIn(['Half the cost: 50% less'])).toEqual([]);
    expect(textsIn({ value: '−70%', label: 'work', source: 'Log, Q1 2025' })).toEqual([]);
    expect(percentage.test('Halva kostnaden: 50\u00a0% mindre')).toBe(true);
    expect(swedishClaimsIn(['Halva kostnaden: 50\u00a0% mindre'])).toEqual([]);
    // Each language's copy is held to its own claims.
    expect(swedishClaimsIn(['Up to 70% less manual work'])).toEqual([]);
    expect(claimsIn(['Upp till 70\u00a0% mindre manuellt arbete'])).toEqual([]);
  });

  it.each(locales)('registers the same claims, in the same order, in %s', (locale) => {
    const own = languages[locale].claims;
    expect(own.map((claim) => claim.id)).toEqual(claims.map((claim) => claim.id));
    expect(own.map((claim) => claim.link?.href)).toEqual(claims.map((claim) => claim.link?.href));
  });

  describe.each(Object.entries(languages))('in %s', (_language, language) => {
    it.each(language.claims.map((claim) => [claim.id, claim] as const))(
      '%s names a source with its period, and is used in the copy',
      (_id, claim) => {
        expect(claim.source).toMatch(/20\d\d/);
        const all = language.files.flatMap(textsOf);
        expect(all.some((text) => claim.pattern.test(text))).toBe(true);
      },
    );
  });
});

describe.each(Object.entries(languages))('client cases in %s', (_language, language) => {
  it.each(language.cases.map((entry) => [entry.slug, entry] as const))(
    '%s has three figures, each with a unit or count, a period and a source',
    (_slug, entry) => {
      expect(entry.results).toHaveLength(3);
      for (const figure of entry.results) {
        expect(figure.value).toMatch(/\d/);
        expect(figure.detail).toMatch(/\d/);
        expect(figure.source).toMatch(/20\d\d/);
      }
      expect(entry.quote.quote.length).toBeGreaterThan(40);
    },
  );

  it('backs the "up to 70%" claim with a case figure of 70%', () => {
    const manualWork = language.claims.find((claim) => claim.id === 'manual-work');
    const figure = language.cases
      .flatMap((entry) => entry.results)
      .find((f) => /^−70\s?%$/.test(f.value));
    expect(figure).toBeDefined();
    expect(manualWork?.source).toContain(figure?.source);
    expect(manualWork?.link?.href).toBe('/customers/nordvik-logistics');
  });
});
