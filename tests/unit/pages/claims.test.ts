import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { clientCases } from '@/content/cases';
import { claims, claimsIn } from '@/content/claims';

/**
 * Every figure the copy claims has a source: a percentage anywhere in content/ must be one of
 * the registered claims (content/claims.ts), whose source line the pages render, or a case
 * figure, which carries its own.
 */

const root = join(process.cwd(), 'content');
const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.startsWith('news'))
  .sort();

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

const percentage = /\d\s?%/;

describe('claimed figures', () => {
  it.each(files)('content/%s states no percentage without a registered source', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const texts = textsIn(require(join(root, file)));
    const unsourced = texts.filter(
      (text) => percentage.test(text) && claimsIn([text]).length === 0,
    );
    expect(unsourced).toEqual([]);
  });

  it('catches an unsourced percentage', () => {
    expect(
      textsIn({ bullets: ['Half the cost: 50% less'] }).filter((t) => percentage.test(t)),
    ).toHaveLength(1);
    expect(claimsIn(['Half the cost: 50% less'])).toEqual([]);
    expect(textsIn({ value: '−70%', label: 'work', source: 'Log, Q1 2025' })).toEqual([]);
  });

  it.each(claims.map((claim) => [claim.id, claim] as const))(
    '%s names a source with its period, and is used in the copy',
    (_id, claim) => {
      expect(claim.source).toMatch(/20\d\d/);
      const all = files.flatMap((file) => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        return textsIn(require(join(root, file)));
      });
      expect(all.some((text) => claim.pattern.test(text))).toBe(true);
    },
  );
});

describe('client cases', () => {
  it.each(clientCases.map((entry) => [entry.slug, entry] as const))(
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
    const manualWork = claims.find((claim) => claim.id === 'manual-work');
    const figure = clientCases.flatMap((entry) => entry.results).find((f) => f.value === '−70%');
    expect(figure).toBeDefined();
    expect(manualWork?.source).toContain(figure?.source);
    expect(manualWork?.link?.href).toBe('/customers/nordvik-logistics');
  });
});
