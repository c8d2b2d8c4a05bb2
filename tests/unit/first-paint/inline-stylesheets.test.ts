/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStylesheetInliner } from '@/lib/next-internals/first-paint/inline-stylesheets.ts';

const href = '/_next/static/chunks/site.css';
const link = `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const page = (head: string, body = '<h1>Hello</h1>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>T</title></head><body>${body}</body></html>`;

let distDir: string;

function writeCss(name: string, css: string) {
  const file = path.join(distDir, 'static', 'chunks', name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, css);
}

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'inline-css-'));
  writeCss('site.css', '@font-face{src:url(../media/a.woff2)}body{color:red}');
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('createStylesheetInliner', () => {
  it("replaces Next's stylesheet link with the stylesheet, and keeps the link disabled for React", () => {
    const html = createStylesheetInliner(distDir)(page(link));
    expect(html).toContain(
      `<style data-precedence="next" data-inlined-from="${href}">@font-face{src:url(/_next/static/media/a.woff2)}body{color:red}</style>`,
    );
    expect(html).toContain(
      `<link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`,
    );
    expect(html).not.toContain(link);
    expect(html.endsWith('<body><h1>Hello</h1></body></html>')).toBe(true);
  });

  it('keeps absolute, root-relative and data URLs as they are', () => {
    writeCss(
      'site.css',
      'a{background:url("/x.png")}b{background:url(data:image/png;base64,AA==)}c{background:url(https://cdn.example/y.png)}',
    );
    const html = createStylesheetInliner(distDir)(page(link));
    expect(html).toContain(
      'a{background:url("/x.png")}b{background:url(data:image/png;base64,AA==)}c{background:url(https://cdn.example/y.png)}',
    );
  });

  it.each([
    [
      'a stylesheet outside /_next/static/',
      '<link rel="stylesheet" href="/other.css" data-precedence="next"/>',
    ],
    [
      'a path that climbs out',
      '<link rel="stylesheet" href="/_next/static/../secret.css" data-precedence="next"/>',
    ],
    [
      'a file this build does not have',
      '<link rel="stylesheet" href="/_next/static/chunks/gone.css" data-precedence="next"/>',
    ],
    [
      'a link with a media query',
      `<link rel="stylesheet" href="${href}" media="print" data-precedence="next"/>`,
    ],
    ['a link React does not manage', `<link rel="stylesheet" href="${href}"/>`],
    ['a preload', `<link rel="preload" href="${href}" as="style"/>`],
  ])('leaves %s alone', (_name, tag) => {
    const html = page(tag);
    expect(createStylesheetInliner(distDir)(html)).toBe(html);
  });

  it('does not inline a stylesheet that could close the style element', () => {
    writeCss('site.css', 'a{content:"</style><script>alert(1)</script>"}');
    const html = page(link);
    expect(createStylesheetInliner(distDir)(html)).toBe(html);
  });

  it('only looks in the head', () => {
    const html = page('', link);
    expect(createStylesheetInliner(distDir)(html)).toBe(html);
  });
});
