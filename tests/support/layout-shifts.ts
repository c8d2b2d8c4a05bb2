import type { Page } from '@playwright/test';

type Shift = { value: number; sources: string[] };
type Watched = { __layoutShifts: Shift[]; __layoutShiftsFrom: number };

/**
 * Records the page's layout shifts from its first paint on, each with the elements it moved
 * (for a readable failure). `recorded()` returns them all, or those after `startAfterFonts()`,
 * which waits for the fonts and two frames first: a late font may move text by a pixel
 * (render-blocking.spec.ts holds that to almost nothing), which other tests are not about.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { __layoutShifts: shifts, __layoutShiftsFrom: 0 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[]) {
        const sources = entry.sources.map(({ node }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          return element ? `${element.tagName.toLowerCase()}.${element.className}` : '?';
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    startAfterFonts: () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        // Two frames for the fonts' shifts to be painted and reported.
        for (let frame = 0; frame < 2; frame += 1) {
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        }
        const w = window as unknown as Watched;
        w.__layoutShiftsFrom = w.__layoutShifts.length;
      }),
    recorded: () =>
      page.evaluate(() => {
        const w = window as unknown as Watched;
        return w.__layoutShifts.slice(w.__layoutShiftsFrom);
      }),
  };
}
