/** @jest-environment node */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * One voice: headings, buttons and labels are in sentence case in both languages ("Latest
 * articles", "Join our team"), never in Title Case ("Latest Articles"). A word after the first
 * may start with a capital only if it is a name: a product, a company, a place, a person, one of
 * our service names, or an abbreviation.
 */

const root = process.cwd();

/** The keys whose strings are headings, buttons, labels and titles. */
const titleKeys = new Set([
  'title',
  'heading',
  'label',
  'eyebrow',
  'metaTitle',
  'linkLabel',
  'submit',
  'cta',
  'ctaLabel',
]);

/** Objects whose every string is a menu or footer label. */
const labelObjects = new Set(['nav', 'footer']);

/** Names that keep their capitals inside a sentence-case heading. */
const names = new Set(
  `Solvik Oracle NetSuite OneWorld HubSpot Contentful Microsoft Entra UpCloud Fortnox Visma
  Tripletex Netvisor DATEV Xero QuickBooks Peppol Collectum Fora Skatteverket Altinn BankID
  Global Local Accounting Payroll HR Financial Management Tech Solution Expense Supplier Invoice
  Time Project Reporting Approval Nordic Nordics Nordvik Logistics Kvarnby Software Älvsborg Robotics
  Fjällgren Medical Lindqvist Design Studio Ekholm Arkitekter Söderhamn Bageri Brunnsviken Dental
  Sweden Norway Denmark Finland Germany Netherlands United Kingdom States Europe America Stockholm
  Oslo Copenhagen Helsinki Berlin Chicago Sverige Norge Danmark Finland Tyskland Nederländerna
  Storbritannien Norden Europa Solvik-appen Göteborg Malmö Uppsala Karin Holm Mikael Strand Sofia Berg Maria
  Ekström Jonas Leila Haddad Henrik Dahl GDPR EU EES EEA ISO IEC SOC IMY Integritetsskyddsmyndigheten
  LinkedIn Instagram Facebook X Data Privacy Framework Boundary Microsofts SIE AGI Q1 Q2 Q3 Q4
  CFO CFOs AB Ltd GmbH Inc I OK Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec January February
  March April June July August September October November December Monday Friday English Swedish
  Svenska Engelska Kunddag`
    .split(/\s+/)
    .filter(Boolean),
);

type Found = { where: string; text: string };

/**
 * Every heading, button and label string under `value`. A quote's byline (a job title) is not a
 * heading: English writes job titles with capitals.
 */
function collect(
  value: unknown,
  where: string,
  key: string,
  found: Found[],
  seen: Set<unknown>,
  inLabels = false,
) {
  if (typeof value === 'string') {
    if (inLabels || titleKeys.has(key)) found.push({ where, text: value });
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const [child, inner] of Object.entries(value)) {
    if (child === 'quote' || child === 'quotes') continue;
    const next = /^\d+$/.test(child) ? key : child;
    collect(inner, `${where}.${child}`, next, found, seen, inLabels || labelObjects.has(child));
  }
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'translations' ? [] : files(file);
    return /\.ts$/.test(name) ? [file] : [];
  });
}

/** ERP, ERPs, IT-förvaltning, B.V.: capitals that are not Title Case. */
const isAbbreviation = (word: string) => /^\p{Lu}[\p{Lu}\d.]*s?$/u.test(word.split('-')[0] ?? word);

/** A word after the first, not after a colon or full stop, that starts with a capital and is no name. */
export function titleCaseWords(text: string): string[] {
  const sentences = text.split(/[:.!?|·–—]\s+/);
  return sentences.flatMap((sentence) =>
    sentence
      .split(/[\s/()"”“,;]+/)
      .filter(Boolean)
      .slice(1)
      .filter((word) => /^\p{Lu}/u.test(word))
      .map((word) => word.replace(/[’'](s)?$/, '').replace(/[^\p{L}\d&-]+$/u, ''))
      .filter((word) => !names.has(word) && !isAbbreviation(word)),
  );
}

async function headings(): Promise<Found[]> {
  const found: Found[] = [];
  for (const file of files(path.join(root, 'content'))) {
    const exports = (await import(file)) as Record<string, unknown>;
    collect(exports, path.relative(root, file), '', found, new Set());
  }
  return found;
}

describe('sentence case', () => {
  it('catches Title Case and lets names through', () => {
    expect(titleCaseWords('Latest Articles')).toEqual(['Articles']);
    expect(titleCaseWords('Join Our Team')).toEqual(['Our', 'Team']);
    expect(titleCaseWords('404 - Page Not Found')).toEqual(['Page', 'Not', 'Found']);
    expect(titleCaseWords('Ekonomihantering i NetSuite')).toEqual([]);
    expect(titleCaseWords('Trusted by Nordic companies')).toEqual([]);
    expect(titleCaseWords('Tech solution: One platform')).toEqual([]);
  });

  it('holds in every heading, button and label, in both languages', async () => {
    const found = (await headings())
      .map(({ where, text }) => ({ where, text, words: titleCaseWords(text) }))
      .filter(({ words }) => words.length > 0)
      .map(({ where, text, words }) => `${where}: "${text}" (${words.join(', ')})`);
    expect(found).toEqual([]);
  });
});
