/** @jest-environment jsdom */
import { runScriptsAfterPaint } from '@/lib/next-internals/first-paint/scripts-after-paint.ts';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const chunk = (name: string) => `<script src="/_next/static/chunks/${name}" async=""></script>`;

describe('runScriptsAfterPaint', () => {
  it("turns Next's async chunks into preloads and adds one loader at the end of the body", () => {
    const html = runScriptsAfterPaint(
      page(chunk('a.js') + chunk('b.js'), `<main></main>${chunk('c.js')}`),
    );
    for (const name of ['a.js', 'b.js', 'c.js']) {
      expect(html).toContain(
        `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}" data-after-paint=""/>`,
      );
    }
    expect(html).not.toMatch(/<script src=/);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it('leaves other scripts alone: noModule, inline, other hosts, extra attributes', () => {
    const others =
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
      '<script>self.__next_f=[]</script>' +
      '<script src="https://js.hsforms.net/forms/v2.js" async=""></script>' +
      '<script src="/_next/static/chunks/x.js" async="" integrity="sha384-abc"></script>' +
      '<script src="/_next/static/chunks/y.js"></script>';
    const html = page(others, '<main></main>');
    expect(runScriptsAfterPaint(html)).toBe(html);
  });

  it('returns the page unchanged without a body end, and anything that is not a string', () => {
    const cut = `<html><head>${chunk('a.js')}</head><body>`;
    expect(runScriptsAfterPaint(cut)).toBe(cut);
    expect(runScriptsAfterPaint(undefined as unknown as string)).toBeUndefined();
  });

  // The loader itself, run in a document.
  it('adds the scripts back, in order and each once, after the next animation frame', async () => {
    const html = runScriptsAfterPaint(page(chunk('a.js') + chunk('b.js'), '<main></main>'));
    const loader = /<script>(.*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    document.head.innerHTML = /<head>(.*)<\/head>/.exec(html)?.[1] ?? '';
    document.body.innerHTML = '<main></main>';
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const added = () =>
      [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

    new Function(loader)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added()).toEqual([]);

    expect(frames).toHaveLength(1);
    frames.forEach((frame) => frame(performance.now()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(document.querySelector('script[src]')?.hasAttribute('async')).toBe(true);
    jest.restoreAllMocks();
  });

  it('adds them at once in a hidden tab, which paints no frame', () => {
    const html = runScriptsAfterPaint(page(chunk('a.js'), '<main></main>'));
    const loader = /<script>(.*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    document.head.innerHTML = /<head>(.*)<\/head>/.exec(html)?.[1] ?? '';
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(loader)();
    expect(document.querySelectorAll('script[src]')).toHaveLength(1);
    jest.restoreAllMocks();
  });
});
