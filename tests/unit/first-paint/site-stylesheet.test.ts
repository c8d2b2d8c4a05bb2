/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteStylesheets } from '@/lib/site-stylesheets.ts';

let distDir: string;

function write(relative: string, text: string) {
  const file = path.join(distDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const homePage = (head: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body><link rel="stylesheet" href="/_next/static/chunks/body.css" data-precedence="next"/></body></html>`;

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'site-css-'));
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('siteStylesheets', () => {
  it("reads the stylesheets Next links in the home page's head, in order, urls made absolute", () => {
    write('static/chunks/fonts.css', '@font-face{src:url(../media/a.woff2)}');
    write('static/chunks/site.css', 'body{color:red}');
    write(
      'server/app/en.html',
      homePage(
        '<link rel="stylesheet" href="/_next/static/chunks/fonts.css" data-precedence="next"/>' +
          '<link rel="preload" as="font" href="/_next/static/media/a.woff2"/>' +
          '<link rel="stylesheet" href="/_next/static/chunks/print.css" media="print" data-precedence="next"/>' +
          '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      ),
    );
    expect(siteStylesheets(distDir)).toEqual([
      {
        href: '/_next/static/chunks/fonts.css',
        css: '@font-face{src:url(/_next/static/media/a.woff2)}',
      },
      { href: '/_next/static/chunks/site.css', css: 'body{color:red}' },
    ]);
  });

  it('names a stylesheet it cannot read without its text, so the page links it', () => {
    write(
      'server/app/en.html',
      homePage(
        '<link rel="stylesheet" href="/_next/static/chunks/gone.css" data-precedence="next"/>',
      ),
    );
    const logged: string[] = [];
    expect(siteStylesheets(distDir, (message) => logged.push(message))).toEqual([
      { href: '/_next/static/chunks/gone.css', css: null },
    ]);
    expect(logged).toEqual([expect.stringContaining('/_next/static/chunks/gone.css')]);
  });

  it('is empty without a pre-rendered home page (next dev)', () => {
    expect(siteStylesheets(distDir, () => {})).toEqual([]);
  });
});
