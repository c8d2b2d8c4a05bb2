/** The two widths every page is looked at: a small phone and a laptop. */
export const viewports = [
  { name: 'mobile', width: 375, height: 740, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const;

export type Viewport = (typeof viewports)[number];

/** Playwright's options for one of them: its size, and touch on the phone. */
export function viewportOptions(viewport: Viewport) {
  return {
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
  };
}
