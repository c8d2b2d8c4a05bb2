/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import ts from 'typescript';
import * as siteEn from '@/content/site';
import { locales } from '@/lib/i18n';

/**
 * The English site speaks American English: a British spelling anywhere in its copy fails here.
 * The copy is every string and JSX text in content/ (not content/sv, nor another language's
 * words), app/ (not the Swedish tree) and components/, and the English (en-US) fields of the demo
 * news export. Identifiers and import paths are code, not copy, and are not read.
 */

const root = process.cwd();

/** British spellings and what the site writes instead. Whole words, any case. */
const britishSpellings: readonly { british: RegExp; american: string }[] = [
  { british: /\borganis(e|ed|es|ing|ation|ations|ational)\b/i, american: 'organize, organization' },
  { british: /\bauthoris(e|ed|es|ing|ation|ations)\b/i, american: 'authorize, authorization' },
  {
    british:
      /\b(standard|central|optim|priorit|custom|minim|maxim|personal|util|summar|recogn|real|special|categor|normal|local|anonym|final|digital|harmon|synchron|visual|capital|apolog|critic|emphas|memor|familiar|mobil|initial)is(e|ed|es|ing|ation|ations|er)\b/i,
    american: '-ize, -ization',
  },
  { british: /\banalys(e|ed|es|ing)\b/i, american: 'analyze' },
  {
    british:
      /\b(colour|behaviour|favour|honour|labour|neighbour|harbour|rumour|humour|flavour|vapour|savour)(s|ed|ing|ful|ite|ites|able)?\b/i,
    american: 'color, behavior, …',
  },
  {
    british: /\b(centre|metre|litre|fibre|theatre|calibre|spectre|lustre|meagre|sombre)(s|d)?\b/i,
    american: 'center, meter, …',
  },
  { british: /\bcentring\b/i, american: 'centering' },
  { british: /\blicence(s|d)?\b/i, american: 'license' },
  { british: /\b(defence|offence|pretence)s?\b/i, american: 'defense, offense' },
  {
    british:
      /\b(travell|cancell|modell|labell|signall|levell|fuell|counsell)(ed|ing|er|ers|or|ors)\b/i,
    american: 'traveled, canceled, …',
  },
  { british: /\b(catalogue|dialogue|programme)s?\b/i, american: 'catalog, dialog, program' },
  {
    british: /\b(enrol|enrols|fulfil|fulfils|instalment|instalments)\b/i,
    american: 'enroll, fulfill, installment',
  },
  {
    british:
      /\b(judgement|ageing|whilst|amongst|learnt|spelt|cheques?|greys?|greyscale|tyres?|kerbs?|jewellery|aluminium|artefacts?|manoeuvres?|sceptic(al)?)\b/i,
    american: 'judgment, aging, while, …',
  },
  { british: /\benquir(y|ies|e|es|ed|ing)\b/i, american: 'inquiry' },
  { british: /\bpractis(e|ed|es|ing)\b/i, american: 'practice (the verb too)' },
  { british: /\bset-ups?\b/i, american: 'setup (the noun)' },
];

function britishSpellingsIn(text: string): string[] {
  return britishSpellings.flatMap(({ british }) => {
    const found = new RegExp(british.source, 'gi');
    return [...text.matchAll(found)].map((match) => match[0]);
  });
}

function sourceFiles(dir: string, skip: (path: string) => boolean): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file) && !skip(file))
    .sort();
}

/** The strings and JSX text a source file holds, import and export paths left out. */
function copyOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** Every string under an `en-US` key of the demo space export: the English news. */
function englishNewsCopy(): string[] {
  const exported: unknown = JSON.parse(
    readFileSync(join(root, 'content/news/space-export.json'), 'utf8'),
  );
  const strings = (value: unknown): string[] => {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.flatMap(strings);
    if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
    return [];
  };
  const english = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.flatMap(english);
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'en-US' ? strings(inner) : english(inner),
    );
  };
  return english(exported);
}

/** Another language's words: content/sv, and the same for every language. */
const otherLanguages = locales.filter((locale) => locale !== 'en');
const isOtherLanguage = (file: string) =>
  otherLanguages.some((locale) => file.split(sep).includes(locale));
const files = [
  ...sourceFiles('content', isOtherLanguage),
  ...sourceFiles('app', isOtherLanguage),
  ...sourceFiles('components', () => false),
];

describe('American English', () => {
  it('refuses British spellings, and lets American ones and code through', () => {
    expect(britishSpellingsIn('How your group is organised; Authorised accountants')).toEqual([
      'organised',
      'Authorised',
    ]);
    expect(britishSpellingsIn('data centres, a cost centre, the colour palette')).toEqual([
      'colour',
      'centres',
      'centre',
    ]);
    expect(britishSpellingsIn('Standardised reports, days travelled, our set-up')).toEqual([
      'Standardised',
      'travelled',
      'set-up',
    ]);
    expect(
      britishSpellingsIn(
        'Organized, standardized, colors, data centers, setup, organisationNumber',
      ),
    ).toEqual([]);
  });

  it('reads the English copy', () => {
    expect(files).toContain(join('content', 'services', 'global-accounting.ts'));
    expect(files.some(isOtherLanguage)).toBe(false);
    expect(copyOf(join('content', 'site.ts'))).toContain(siteEn.siteCopy.readMore);
    expect(englishNewsCopy().length).toBeGreaterThan(100);
  });

  it.each(files)('%s has no British spelling', (file) => {
    expect(copyOf(file).flatMap(britishSpellingsIn)).toEqual([]);
  });

  it('the English news demo has no British spelling', () => {
    expect(englishNewsCopy().flatMap(britishSpellingsIn)).toEqual([]);
  });
});

describe('one "Read more"', () => {
  it('names every link to more on a topic with the one label', () => {
    const variants = files
      .flatMap(copyOf)
      .filter((text) => /^\s*(read|learn|see|find out|discover) more\b/i.test(text))
      .map((text) => text.trim());
    expect(new Set(variants)).toEqual(new Set([siteEn.siteCopy.readMore]));
  });
});
