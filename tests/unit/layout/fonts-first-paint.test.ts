import { FALLBACK_FONTS, FONTS_ATTRIBUTE, fontsFirstPaintScript } from '@/lib/fonts-first-paint';

const FONTS = [
  { family: "'headingFont'", weight: 700 },
  { family: "'bodyFont'", weight: 400 },
];
const ORIGIN = 'https://www.solvik.example';

type Listener = (event: unknown) => void;

/**
 * Runs the head script against a fake browser: a document whose fonts load when `arrive()` is
 * called, a navigation entry, a referrer, and frames and events the test fires by hand.
 */
function browser({
  navigationType = 'navigate',
  referrer = '',
  fontLoading = true,
  readyState = 'loading',
  visibilityState = 'visible',
  paintTiming = false,
} = {}) {
  const attributes = new Map<string, string>();
  const requested: string[] = [];
  const pending: Array<() => void> = [];
  let fontsLoaded = false;
  const frames: Array<() => void> = [];
  const listeners = new Map<string, Listener[]>();
  const on = (type: string, listener: Listener) =>
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const location = new URL(`${ORIGIN}/about`);

  // Paint Timing: observers of 'paint' entries, told of a paint when the test reports one.
  const paintObservers = new Set<(names: string[]) => void>();
  class PerformanceObserver {
    static supportedEntryTypes = ['navigation', 'paint'];
    constructor(
      private readonly callback: (list: { getEntriesByName(n: string): unknown[] }) => void,
    ) {}
    observe() {
      paintObservers.add(this.notify);
    }
    disconnect() {
      paintObservers.delete(this.notify);
    }
    private notify = (names: string[]) =>
      this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
  }

  const fonts = fontLoading
    ? {
        load: (font: string) => {
          requested.push(font);
          return new Promise<void>((resolve) => pending.push(resolve));
        },
        check: () => fontsLoaded,
      }
    : undefined;
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    },
    fonts,
    referrer,
    readyState,
    visibilityState,
  };
  const window = {
    addEventListener: on,
    navigation: { addEventListener: on },
    ...(paintTiming ? { PerformanceObserver } : {}),
  };
  const performance = { getEntriesByType: () => [{ type: navigationType }] };

  new Function(
    'document',
    'window',
    'performance',
    'location',
    'requestAnimationFrame',
    'URL',
    fontsFirstPaintScript(FONTS),
  )(document, window, performance, location, (frame: () => void) => frames.push(frame), URL);

  const flush = () => new Promise((resolve) => setTimeout(resolve));
  return {
    marked: () => attributes.get(FONTS_ATTRIBUTE),
    requested,
    /** The fonts finish loading. */
    arrive: async () => {
      fontsLoaded = true;
      pending.splice(0).forEach((resolve) => resolve());
      await flush();
    },
    firstFrame: () => frames.shift()?.(),
    /** Paint Timing reports paints (by entry name) to whoever observes them. */
    painted: (...names: string[]) => paintObservers.forEach((notify) => notify(names)),
    fire: (type: string, event: unknown = {}) =>
      (listeners.get(type) ?? []).forEach((listener) => listener(event)),
    navigate: (path: string, sameDocument = true) =>
      (listeners.get('navigate') ?? []).forEach((listener) =>
        listener({ destination: { url: `${ORIGIN}${path}`, sameDocument } }),
      ),
  };
}

describe('the fonts head script', () => {
  it('sets a landing page in the fallback faces and fetches our fonts once it has loaded', async () => {
    const page = browser();
    expect(page.marked()).toBe(FALLBACK_FONTS);
    page.firstFrame();
    expect(page.marked()).toBe(FALLBACK_FONTS);
    expect(page.requested).toEqual([]);

    page.fire('load');
    expect(page.requested).toEqual(["700 1em 'headingFont'", "400 1em 'bodyFont'"]);
    await page.arrive();
    // Loaded, but the page being read keeps its faces.
    expect(page.marked()).toBe(FALLBACK_FONTS);
  });

  describe('with Paint Timing', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('waits past `load` until the first contentful paint is on screen', () => {
      const page = browser({ paintTiming: true });
      page.firstFrame();
      page.fire('load');
      page.painted('first-paint');
      expect(page.requested).toEqual([]);

      page.painted('first-paint', 'first-contentful-paint');
      expect(page.requested).toHaveLength(2);
      page.painted('first-contentful-paint');
      jest.advanceTimersByTime(1000);
      expect(page.requested).toHaveLength(2);
    });

    it('fetches after 1 s when no paint is reported, and at once in a hidden page', () => {
      const page = browser({ paintTiming: true });
      page.firstFrame();
      page.fire('load');
      jest.advanceTimersByTime(999);
      expect(page.requested).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(page.requested).toHaveLength(2);

      const hidden = browser({ paintTiming: true, visibilityState: 'hidden' });
      hidden.firstFrame();
      hidden.fire('load');
      expect(hidden.requested).toHaveLength(2);
    });
  });

  it('fetches at once when the page has already loaded by its first frame', () => {
    const page = browser({ readyState: 'complete' });
    page.firstFrame();
    expect(page.requested).toHaveLength(2);
  });

  it('puts our fonts in force at the next page, not for the same page or a hash', async () => {
    const page = browser();
    page.firstFrame();
    page.navigate('/contact');
    expect(page.marked()).toBe(FALLBACK_FONTS); // not loaded yet

    page.fire('load');
    await page.arrive();
    page.navigate('/about'); // Next's replaceState of the current entry at hydration
    page.navigate('/about#team');
    page.navigate('/contact', false); // a full page load replaces this document anyway
    expect(page.marked()).toBe(FALLBACK_FONTS);

    page.navigate('/contact');
    expect(page.marked()).toBeUndefined();
  });

  it.each([
    ['a reload', { navigationType: 'reload' }],
    ['back or forward', { navigationType: 'back_forward' }],
    ['a page opened from one of ours', { referrer: `${ORIGIN}/services` }],
  ])(
    'after %s, fetches at once and uses our fonts from the first frame if they are in',
    async (_, options) => {
      const page = browser(options);
      expect(page.requested).toHaveLength(2);
      await page.arrive();
      page.firstFrame();
      expect(page.marked()).toBeUndefined();
    },
  );

  it('after a reload whose fonts are not in by the first frame, waits for the next page', async () => {
    const page = browser({ navigationType: 'reload' });
    page.firstFrame();
    expect(page.marked()).toBe(FALLBACK_FONTS);
    await page.arrive();
    page.navigate('/contact');
    expect(page.marked()).toBeUndefined();
  });

  it('does not count another site as a page of ours', () => {
    const page = browser({ referrer: 'https://www.solvik.example.evil.test/' });
    expect(page.requested).toEqual([]);
  });

  it('leaves the stylesheet in charge without the Font Loading API', () => {
    const page = browser({ fontLoading: false });
    expect(page.marked()).toBeUndefined();
    page.firstFrame();
    expect(page.marked()).toBeUndefined();
  });
});
