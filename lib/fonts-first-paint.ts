/*
 * Our fonts change the page only when nothing can move. A font that arrives after the first
 * paint re-sets the text already on screen, and however well the fallback faces are sized
 * (app/_fonts/fallbacks.css), some line somewhere breaks one word earlier or later in our font:
 * measured over every route at 360–1280 px, 11 of 144 pages moved, the home hero at 1024 px by
 * 0.15 CLS. `font-display: optional` avoids that, but a first visit then never sees our fonts,
 * not even on the pages that follow, because a single-page app keeps its first document.
 *
 * So the page a visitor lands on is read in the fallback faces, unless our fonts are in hand
 * before its first frame (a reload, or a page opened from one of ours: they come from the cache).
 * They are fetched once the page has loaded and its first frame is on screen, without taking
 * bandwidth or time from the page itself, and put in force at the next navigation inside the
 * site, with the new page's first paint.
 * Without the Font Loading API or without JavaScript the stylesheet's own rule applies: our
 * fonts with `font-display: swap` over the sized fallbacks.
 */

/** <html> carries FONTS_ATTRIBUTE="fallback" while the page is set in the fallback faces. */
export const FONTS_ATTRIBUTE = 'data-fonts';
export const FALLBACK_FONTS = 'fallback';

/** The parts of the Navigation API the script uses (TypeScript's DOM types lack it). */
type NavigateEvent = Event & { destination: { url: string; sameDocument: boolean } };
type NavigationApi = {
  addEventListener(type: 'navigate', listener: (e: NavigateEvent) => void): void;
};

/**
 * The <head> script's body, serialised with Function.prototype.toString, so it must stay
 * self-contained. `fonts` are CSS font shorthands naming each face (`700 1em "headingFont"`).
 */
function keepFallbackUntilNextPage(fonts: readonly string[], attribute: string, fallback: string) {
  const root = document.documentElement;
  const faces = document.fonts;
  if (!faces || typeof faces.load !== 'function') return;
  root.setAttribute(attribute, fallback);

  const inHand = () => fonts.every((font) => faces.check(font));
  const load = () => {
    Promise.all(fonts.map((font) => faces.load(font))).catch(() => {});
  };
  // Paint Timing reports the first contentful paint once its frame is on screen. On a fast
  // connection `load` comes before that: fonts requested then were still in flight while the
  // first frame was drawn, and Lighthouse's model of a phone counted them as holding it (first
  // paint 1.2 s instead of 0.84 s). A hidden page paints nothing; a report that never comes is
  // waited for 1 s.
  const loadOnceOnScreen = () => {
    const Observer = window.PerformanceObserver;
    if (
      document.visibilityState === 'hidden' ||
      !Observer?.supportedEntryTypes?.includes('paint')
    ) {
      return load();
    }
    let requested = false;
    const loadOnce = () => {
      if (!requested) load();
      requested = true;
    };
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      loadOnce();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(loadOnce, 1000);
  };
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const likelyCached =
    entry?.type === 'reload' ||
    entry?.type === 'back_forward' ||
    document.referrer.startsWith(`${location.origin}/`);
  if (likelyCached) load();

  // Runs before the first frame is styled and painted.
  requestAnimationFrame(() => {
    if (inHand()) {
      root.removeAttribute(attribute);
      return;
    }
    if (!likelyCached) {
      if (document.readyState === 'complete') loadOnceOnScreen();
      else window.addEventListener('load', loadOnceOnScreen, { once: true });
    }
    // The App Router moves between pages with history.pushState, which fires `navigate` while
    // React commits the new page: it paints in our fonts. Next also replaces the current entry
    // with the same URL when it hydrates, and in-page links change only the hash: neither counts.
    const navigation = (window as Window & { navigation?: NavigationApi }).navigation;
    navigation?.addEventListener('navigate', (event) => {
      const destination = new URL(event.destination.url);
      if (
        inHand() &&
        event.destination.sameDocument &&
        destination.pathname !== location.pathname
      ) {
        root.removeAttribute(attribute);
      }
    });
  });
}

/** The script for the root layout's <head>, given each font's family as next/font names it. */
export function fontsFirstPaintScript(
  fonts: readonly { family: string; weight: number }[],
): string {
  const shorthands = fonts.map(({ family, weight }) => `${weight} 1em ${family}`);
  const args = [shorthands, FONTS_ATTRIBUTE, FALLBACK_FONTS].map((value) => JSON.stringify(value));
  return `try{(${keepFallbackUntilNextPage.toString()})(${args.join(',')})}catch(e){}`;
}
