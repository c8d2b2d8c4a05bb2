import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type Finding = {
  state: string;
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: { selector: string; summary: string }[];
};

/** Runs axe on the page (or only inside `include`) and names the UI state it saw. */
export async function scan(page: Page, state: string, include?: string): Promise<Finding[]> {
  await renderEverySection(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    state,
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.map((node) => ({
      selector: node.target.map(String).join(' >>> '),
      // The first line says which check failed; the rest repeats it per sub-check.
      summary: (node.failureSummary ?? '').split('\n').slice(0, 2).join(' ').trim(),
    })),
  }));
}

/**
 * Sections below the fold wait to be rendered until they near the viewport (`content-visibility:
 * auto`, app/globals.css). Until then axe cannot hit-test them, and reads colours and target
 * sizes from whatever lies at their place; a visitor only ever sees them rendered, so that is the
 * state scanned.
 */
async function renderEverySection(page: Page) {
  await page.evaluate(() => {
    if (document.getElementById('axe-render-every-section')) return;
    const style = document.createElement('style');
    style.id = 'axe-render-every-section';
    style.textContent = 'main > section { content-visibility: visible !important; }';
    document.head.append(style);
  });
}

export function formatFindings(findings: readonly Finding[]): string {
  return findings
    .map(
      (f) =>
        `  [${f.impact}] ${f.id} (${f.state}): ${f.help}\n    ${f.helpUrl}\n` +
        f.targets.map((t) => `    - ${t.selector}\n        ${t.summary}`).join('\n'),
    )
    .join('\n');
}
