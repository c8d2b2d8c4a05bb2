/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { structuralKeys } from '@/lib/i18n';

/**
 * The Swedish glossary (docs/glossary-sv.md) holds: no variant it rejects appears in the Swedish
 * copy, wherever that copy lives. The rules are read from the glossary's list of terms, so the document
 * and this test cannot drift apart.
 */

const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Rule = { use: string; variant: string; matches: (text: string) => boolean };

/** A variant in capitals is a whole word in capitals (ERP); any other is a part of a word, in any case. */
function matcher(variant: string): Rule['matches'] {
  if (/\p{Lu}/u.test(variant) && variant === variant.toUpperCase()) {
    const word = new RegExp(`(?<![\\p{L}\\p{N}])${variant}(?![\\p{L}\\p{N}])`, 'u');
    return (text) => word.test(text);
  }
  const lower = variant.toLocaleLowerCase('sv');
  return (text) => text.toLocaleLowerCase('sv').includes(lower);
}

/**
 * The items of the list under "## Terms" (`- **use**: not `variant`, `variant`. Notes.`): the
 * term to use, and each variant in backticks between "not" and the full stop.
 */
function glossaryRules(markdown: string): Rule[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Terms'));
  if (!section) throw new Error('docs/glossary-sv.md has no "## Terms" section');
  const items = section.split(/^- /m).slice(1);
  if (items.length === 0)
    throw new Error('the "## Terms" section of docs/glossary-sv.md lists no term');
  return items.flatMap((item) => {
    const rule = /^\*\*([^*]+)\*\*: not ((?:`[^`]+`(?:, )?)+)\./.exec(item);
    if (!rule) throw new Error(`a glossary term not read as **use**: not \`variant\`.: ${item}`);
    const [, use = '', rejected = ''] = rule;
    return [...rejected.matchAll(/`([^`]+)`/g)].map(([, variant = '']) => ({
      use,
      variant,
      matches: matcher(variant),
    }));
  });
}

const rules = glossaryRules(read('docs/glossary-sv.md'));

/** Keys whose values are addresses or file names, not words a reader sees. */
const notCopy = new Set<string>([
  ...structuralKeys,
  'uri',
  'url',
  'fileName',
  'contentType',
  'nodeType',
  'type',
  'linkType',
  'canonicalUrl',
]);

type Text = { where: string; text: string };

/** Every string under `value`, with where it was found. Functions are called with sample words. */
function strings(value: unknown, where: string, found: Text[], seen = new Set<unknown>()) {
  if (typeof value === 'string') {
    found.push({ where, text: value });
    return;
  }
  if (typeof value === 'function') {
    try {
      strings((value as (...args: unknown[]) => unknown)('1', '2'), `${where}()`, found, seen);
    } catch {
      // A lookup (findCase, findClient) that refuses a sample argument has no words of its own.
    }
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value) || '$$typeof' in value) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    if (!notCopy.has(key)) strings(child, `${where}.${key}`, found, seen);
  }
}

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return modules(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** content/sv: pages, the frame, the 404 page, the form's messages and the legal pages. */
async function contentCopy(): Promise<Text[]> {
  const found: Text[] = [];
  for (const file of modules(path.join(root, 'content/sv'))) {
    const exports = (await import(file)) as Record<string, unknown>;
    strings(exports, path.relative(root, file), found);
  }
  return found;
}

/** The sv-SE value of every localized field of the news demo, slugs aside. */
function newsCopy(): Text[] {
  const demo = JSON.parse(read('content/news/space-export.json')) as {
    entries: { sys: { id: string }; fields: Record<string, Record<string, unknown>> }[];
    assets: { sys: { id: string }; fields: Record<string, Record<string, unknown>> }[];
  };
  const found: Text[] = [];
  for (const record of [...demo.entries, ...demo.assets]) {
    for (const [name, values] of Object.entries(record.fields)) {
      if (name === 'slug' || name === 'file') continue;
      strings(values['sv-SE'], `news ${record.sys.id}.${name}`, found);
    }
  }
  return found;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

/** The Swedish words drawn in the news images and the Swedish product screens. */
function drawnCopy(): Text[] {
  const images = read('scripts/render-news-images.ts');
  const swedish = images.slice(
    images.indexOf('\n  sv: {'),
    images.indexOf('\n};', images.indexOf('\n  sv: {')),
  );
  const found: Text[] = [...swedish.matchAll(/'([^']+)'|`([^`]+)`/g)].map(
    ([, quoted, template]) => ({
      where: 'scripts/render-news-images.ts (sv)',
      text: quoted ?? template ?? '',
    }),
  );
  for (const name of readdirSync(path.join(root, 'art/sv'))) {
    for (const [, text = ''] of read(`art/sv/${name}`).matchAll(/<text[^>]*>([^<]+)<\/text>/g))
      found.push({ where: `art/sv/${name}`, text: decodeEntities(text) });
  }
  return found;
}

describe('the Swedish glossary', () => {
  it('has rules, each of which catches its own variant', () => {
    expect(rules.length).toBeGreaterThanOrEqual(25);
    expect(rules.map((rule) => rule.variant)).toEqual(
      expect.arrayContaining(['lönebesked', 'årsbesked', 'stoppdag', 'ERP', 'kundmåltid']),
    );
    for (const rule of rules)
      expect([rule.variant, rule.matches(rule.variant)]).toEqual([rule.variant, true]);
  });

  it('matches a variant in capitals as a whole word only', () => {
    const erp = matcher('ERP');
    expect(erp('Så fungerar globalt ERP')).toBe(true);
    expect(erp('ett ERP-införande')).toBe(true);
    expect(erp('Europa')).toBe(false);
    expect(erp('/tech-solution/global-erp')).toBe(false);
    expect(matcher('lönebesked')('Lönebeskedet kommer i appen')).toBe(true);
  });
});

describe('Swedish copy follows the glossary', () => {
  let copy: Text[];
  beforeAll(async () => {
    copy = [...(await contentCopy()), ...newsCopy(), ...drawnCopy()];
  });

  it('reads every place Swedish copy lives', () => {
    const places = new Set(copy.map((entry) => entry.where.split(/[ .(]/)[0] ?? ''));
    for (const place of [
      'content/sv/contact',
      'content/sv/legal/privacy',
      'content/sv/not-found',
      'news',
      'art/sv/product-expense',
    ])
      expect([...places].some((where) => where.startsWith(place))).toBe(true);
    const text = copy.map((entry) => entry.text).join('\n');
    // Text from each kind of source: a form message, a legal page, a news body, a drawing.
    expect(text).toContain('Ange din e-postadress på jobbet.');
    expect(text).toContain('dataportabilitet');
    expect(text).toContain('NetSuite OneWorld för nordiska dotterbolag');
    expect(text).toContain('Representation');
  });

  it('uses no variant the glossary rejects', () => {
    const found = copy.flatMap(({ where, text }) =>
      rules
        .filter((rule) => rule.matches(text))
        .map((rule) => `${where}: "${rule.variant}" (use ${rule.use}) in "${text}"`),
    );
    expect(found).toEqual([]);
  });

  it('writes times of day with a full stop (kl. 14.00)', () => {
    const colon = /(?<![\d:])([01]?\d|2[0-3]):[0-5]\d(?![\d:])/;
    const found = copy
      .filter(({ where }) => !where.startsWith('art/'))
      .filter(({ text }) => colon.test(text))
      .map(({ where, text }) => `${where}: ${text}`);
    expect(found).toEqual([]);
  });
});
