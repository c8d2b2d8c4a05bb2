/** Lighthouse (13) in Debian's Chromium, one browser for many runs. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
}

export type LighthouseOptions = {
  formFactor?: 'mobile' | 'desktop';
  categories?: string[];
  cpuSlowdown?: number;
  throttlingMethod?: 'simulate' | 'devtools';
};

/**
 * One Lighthouse run; `formFactor` is 'mobile' (the default config) or 'desktop'. A page that
 * cannot be audited (a 404, say) comes back with `lhr.runtimeError` set and no scores.
 * `cpuSlowdown` replaces the form factor's CPU multiplier (mobile 4, desktop 1) when given.
 * `throttlingMethod` is Lighthouse's: 'simulate' (the default: an unthrottled load, then a model
 * of a slow phone) or 'devtools' (the page really loads under DevTools' network and CPU
 * throttling, with the same form factor's figures, and the paints are the ones observed).
 */
export async function runLighthouse(
  chrome: { port: number },
  url: string,
  { formFactor = 'mobile', categories, cpuSlowdown, throttlingMethod }: LighthouseOptions = {},
): Promise<Result> {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    ...(throttlingMethod === undefined ? {} : { throttlingMethod }),
    ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

/** 0–100, or null when the category was not run or could not be scored. */
export function score(lhr: Result, categoryId: string): number | null {
  const value = lhr.categories[categoryId]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

/** The scored audits of a category that did not pass, with the elements or URLs they name. */
export function failingAudits(lhr: Result, categoryId: string) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit): audit is Result['audits'][string] =>
        audit !== undefined && audit.score !== null && audit.score < 1,
    )
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue ?? '',
      // A table's or a list's rows: what the smoke test prints.
      items: ((audit.details as { items?: AuditItem[] } | undefined)?.items ?? [])
        .slice(0, 5)
        .map(describeItem),
    }));
}

/** The fields of an audit's table or list row that name what failed. */
type AuditItem = {
  node?: { selector?: string; snippet?: string };
  subItems?: { items?: { relatedNode?: { selector?: string; snippet?: string } }[] };
  url?: string;
  sourceLocation?: { url?: string };
  description?: string;
};

function describeItem(item: AuditItem): string {
  const node = item.node ?? item.subItems?.items?.[0]?.relatedNode;
  if (node?.selector)
    return `${node.selector}${node.snippet ? `  ${node.snippet.slice(0, 100)}` : ''}`;
  const url = item.url ?? item.sourceLocation?.url;
  const text = [url, item.description].filter(Boolean).join('  ');
  return text || JSON.stringify(item).slice(0, 120);
}
