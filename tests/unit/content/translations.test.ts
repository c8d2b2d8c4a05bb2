import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { illustrations } from '@/content/illustrations';
import { isStructuralKey, locales } from '@/lib/i18n';

/**
 * Every content module of a language but English (content/sv/**, one folder per language) holds
 * the words of its English twin (the same path under content/) and nothing else: every string the English module shows a reader is
 * there, not empty, and no structure (a link, a slug, an icon, a number) is repeated. TypeScript
 * checks the same with `Words`; this also catches an empty string and a list of items whose
 * length differs, which the type of a list cannot.
 */

const contentDir = path.join(process.cwd(), 'content');

function modules(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return modules(file, base);
    return /\.tsx?$/.test(name) ? [path.relative(base, file)] : [];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when `value` holds a string a reader sees (a word), under structure or not. */
function hasWords(value: unknown, parent: object | undefined, key: string): boolean {
  if (parent && isStructuralKey(key, parent)) return false;
  if (typeof value === 'string' || value instanceof RegExp) return true;
  if (Array.isArray(value)) return value.some((item) => hasWords(item, undefined, key));
  if (isRecord(value) && !('$$typeof' in value)) {
    return Object.entries(value).some(([child, item]) => hasWords(item, value, child));
  }
  return false;
}

/** What is wrong with `words` as the words of `en` at `at`. */
function compare(en: unknown, words: unknown, at: string, problems: string[]) {
  if (typeof words === 'string') {
    if (typeof en !== 'string')
      problems.push(`${at}: a string in the words, ${typeof en} in English`);
    else if (words.trim() === '') problems.push(`${at}: empty`);
    return;
  }
  if (words instanceof RegExp || typeof words === 'function') {
    if (typeof en !== typeof words || en instanceof RegExp !== words instanceof RegExp) {
      problems.push(`${at}: not what English has there`);
    }
    return;
  }
  if (Array.isArray(words)) {
    if (!Array.isArray(en)) {
      problems.push(`${at}: a list in the words, not in English`);
    } else if (words.every((word) => typeof word === 'string')) {
      if (words.length === 0 || words.some((word) => word.trim() === '')) {
        problems.push(`${at}: an empty list or an empty item`);
      }
    } else if (words.length !== en.length) {
      problems.push(`${at}: ${en.length} items in English, ${words.length} in the words`);
    } else {
      words.forEach((item, index) => compare(en[index], item, `${at}[${index}]`, problems));
    }
    return;
  }
  if (!isRecord(words) || !isRecord(en)) {
    problems.push(`${at}: ${typeof words} in the words, ${typeof en} in English`);
    return;
  }
  for (const [key, value] of Object.entries(words)) {
    if (!(key in en)) problems.push(`${at}.${key}: not in English`);
    else if (key === 'name' && 'alt' in en && typeof value === 'string') {
      // A language's own artwork (`OwnArtwork`): it must be one of ours.
      if (!(value in illustrations)) problems.push(`${at}.${key}: no illustration "${value}"`);
    } else if (isStructuralKey(key, en)) problems.push(`${at}.${key}: structure, not words`);
    else compare(en[key], value, `${at}.${key}`, problems);
  }
  for (const [key, value] of Object.entries(en)) {
    if (!(key in words) && hasWords(value, en, key)) problems.push(`${at}.${key}: no words`);
  }
}

const pairs = locales
  .filter((locale) => locale !== 'en')
  .flatMap((locale) =>
    modules(path.join(contentDir, locale))
      // The language's index names its modules (content/words.ts): no words of its own.
      .filter((file) => file !== 'index.ts')
      .map((file) => [locale, file] as const),
  );

describe('content in other languages', () => {
  it('has twins to check', () => {
    expect(pairs.filter(([locale]) => locale === 'sv').length).toBeGreaterThan(30);
  });

  it('every language has the same modules', () => {
    const of = (locale: string) =>
      pairs
        .filter(([own]) => own === locale)
        .map(([, file]) => file)
        .sort();
    for (const [locale] of pairs) expect([locale, of(locale)]).toEqual([locale, of('sv')]);
  });

  it.each(pairs)(
    'content/%s/%s holds every word of its English twin, and only words',
    async (locale, file) => {
      const en = (await import(path.join(contentDir, file))) as Record<string, unknown>;
      const words = (await import(path.join(contentDir, locale, file))) as Record<string, unknown>;
      const exported = (module: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(module).filter(([key]) => key !== 'default' && key !== '__esModule'),
        );
      const problems: string[] = [];
      compare(exported(en), exported(words), file, problems);
      expect(problems).toEqual([]);
    },
  );

  it('finds a missing word, an empty one and a repeated link', () => {
    const en = { hero: { title: 'Hello', href: '/about' }, items: [{ label: 'One' }] };
    const problems: string[] = [];
    compare(en, { hero: { title: '' }, items: [{ label: 'Ett' }] }, 'a', problems);
    compare(en, { hero: { title: 'Hej', href: '/about' } }, 'b', problems);
    expect(problems).toEqual([
      'a.hero.title: empty',
      'b.hero.href: structure, not words',
      'b.items: no words',
    ]);
  });
});
