import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { preservedKeys } from '@/lib/i18n';

/**
 * Every Swedish content module (content/sv/**) has the shape of its English twin (the same path
 * under content/): the same exports, keys and number of items, and the same links, paths,
 * slugs, ids, numbers and booleans. Only text may differ. TypeScript checks the shape
 * (`Translation`); this checks the values it cannot, such as an href.
 */

const contentDir = path.join(process.cwd(), 'content');
const swedishDir = path.join(contentDir, 'sv');

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return modules(file);
    return /\.tsx?$/.test(name) ? [path.relative(swedishDir, file)] : [];
  });
}

function compare(en: unknown, sv: unknown, at: string, problems: string[]) {
  if (typeof en !== typeof sv) {
    problems.push(`${at}: ${typeof en} in English, ${typeof sv} in Swedish`);
    return;
  }
  if (typeof en === 'string') {
    const key = at.split('.').at(-1) ?? '';
    if ((preservedKeys as readonly string[]).includes(key) && en !== sv) {
      problems.push(`${at}: "${String(sv)}" differs from the English "${en}"`);
    }
    return;
  }
  if (typeof en === 'number' || typeof en === 'boolean') {
    if (en !== sv) problems.push(`${at}: ${String(sv)} differs from the English ${String(en)}`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(sv) || sv.length !== en.length) {
      problems.push(`${at}: ${en.length} items in English, not so in Swedish`);
      return;
    }
    en.forEach((item, index) => compare(item, sv[index], `${at}[${index}]`, problems));
    return;
  }
  if (en && typeof en === 'object' && sv && typeof sv === 'object') {
    // A component (an icon) is the same object in both languages.
    if ('$$typeof' in en) {
      if (en !== sv) problems.push(`${at}: another component in Swedish`);
      return;
    }
    const enKeys = Object.keys(en).sort();
    const svKeys = Object.keys(sv).sort();
    if (enKeys.join() !== svKeys.join()) {
      problems.push(
        `${at}: keys [${enKeys.join(', ')}] in English, [${svKeys.join(', ')}] in Swedish`,
      );
      return;
    }
    for (const key of enKeys) {
      compare(
        (en as Record<string, unknown>)[key],
        (sv as Record<string, unknown>)[key],
        `${at}.${key}`,
        problems,
      );
    }
  }
}

const pairs = modules(swedishDir);

describe('Swedish content', () => {
  it('has twins to check', () => {
    expect(pairs.length).toBeGreaterThan(0);
  });

  it.each(pairs)('content/sv/%s has the shape of its English twin', async (file) => {
    const en = (await import(path.join(contentDir, file))) as Record<string, unknown>;
    const sv = (await import(path.join(swedishDir, file))) as Record<string, unknown>;
    const problems: string[] = [];
    const exported = (module: Record<string, unknown>) =>
      Object.keys(module).filter((key) => key !== 'default' && key !== '__esModule');
    compare(
      Object.fromEntries(exported(en).map((key) => [key, en[key]])),
      Object.fromEntries(exported(sv).map((key) => [key, sv[key]])),
      file,
      problems,
    );
    expect(problems).toEqual([]);
  });
});
