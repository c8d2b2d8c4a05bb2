import type { Page } from '@playwright/test';

export type Shift = { value: number; sources: string[] };

/**
 * The sum of the shifts, as CLS would count them for a page this short. Tests hold it under
 * 0.001, which Lighthouse and the Web Vitals report as 0: a font that comes after the first paint
 * may still move an element by a sub-pixel or two in the sized fallbacks
 * (app/_fonts/fallbacks.css), which no one sees.
 */
export function cumulativeShift(shifts: readonly Shift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}
type Watched = { __layoutShifts: Shift[]; __layoutShiftsFrom: number };

/**
 * Records the page's layout shifts from its first paint on, each with the elements it moved
 * (for a readable failure). `settled()` waits for the fonts and two frames and returns them all;
 * `recorded()` returns them all, or those after `startAfterFonts()`,
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
  const afterFontsAndTwoFrames = async () => {
    await document.fonts.ready;
    // Two frames for the fonts' shifts to be painted and reported.
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    }
  };
  return {
    settled: async () => {
      await page.evaluate(afterFontsAndTwoFrames);
      return page.evaluate(() => (window as unknown as Watched).__layoutShifts);
    },
    startAfterFonts: async () => {
      await page.evaluate(afterFontsAndTwoFrames);
      await page.evaluate(() => {
        const w = window as unknown as Watched;
        w.__layoutShiftsFrom = w.__layoutShifts.length;
      });
    },
    recorded: () =>
      page.evaluate(() => {
        const w = window as unknown as Watched;
        return w.__layoutShifts.slice(w.__layoutShiftsFrom);
      }),
  };
}
