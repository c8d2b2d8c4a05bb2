import { readFileSync } from 'node:fs';
import path from 'node:path';
import { illustrations, type IllustrationName } from '@/content/illustrations';
import { artIdPrefix, illustrationMarkup, toInlineMarkup } from '@/lib/illustration-markup';

const names = Object.keys(illustrations) as IllustrationName[];

describe('illustrationMarkup', () => {
  it.each(names)('%s: fits inside a page', (name) => {
    const source = readFileSync(path.join('art', `${name}.svg`), 'utf8');
    const { viewBox, width, height, inner } = illustrationMarkup(name);
    expect(source).toContain(`viewBox="${viewBox}"`);
    expect(`${width} ${height}`).toBe(viewBox.replace(/^0 0 /, ''));

    // Every id is the artwork's own, and every reference points at one of them.
    const ids = [...inner.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id);
    for (const id of ids) expect(id).toMatch(new RegExp(`^${artIdPrefix(name)}-`));
    for (const id of ids) expect(id).toMatch(/^[\w-]+$/);
    const references = [...inner.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map(([, id]) => id);
    for (const reference of references) expect(ids).toContain(reference);
    expect(references.length).toBe((source.match(/url\(#|href="#/g) ?? []).length);

    // Its styles reach nothing outside it, and its text is in the page's fonts.
    for (const [, css = ''] of inner.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
      for (const [, selectors = ''] of css.matchAll(/([^{}]+)\{/g)) {
        for (const selector of selectors.split(',')) {
          expect(selector).toMatch(new RegExp(`^\\[data-art="${name}"\\] \\S`));
        }
      }
      expect(css).not.toMatch(/Inter|Nunito/);
    }
    expect(inner).not.toMatch(/<!--|>\s+</);
  });

  const artwork = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 5" width="10" height="5">${body}</svg>`;

  it('scopes a <style> that names its type too', () => {
    const { inner } = toInlineMarkup(
      'demo',
      artwork('<style type="text/css">text { fill: red; }</style>'),
    );
    expect(inner).toBe('<style>[data-art="demo"] text{fill: red;}</style>');
  });

  it('scopes each selector of a list and maps both font families', () => {
    const { inner } = toInlineMarkup(
      'demo',
      artwork(`<style>
        text, .label { font-family: Inter, sans-serif; fill: #000; }
        .h { font-family: 'Nunito Sans', sans-serif; font-weight: 800; }
      </style><text class="h">Hi</text>`),
    );
    expect(inner).toBe(
      '<style>[data-art="demo"] text,[data-art="demo"] .label{font-family:var(--font-body); fill: #000;}' +
        '[data-art="demo"] .h{font-family:var(--font-heading); font-weight: 800;}</style>' +
        '<text class="h">Hi</text>',
    );
  });

  it('prefixes the ids of an artwork under a folder of art/ without its slash', () => {
    const { inner } = toInlineMarkup(
      'sv/demo',
      artwork(
        '<style>text { fill: red; }</style><filter id="s"/><rect filter="url(#s)"/><use href="#s"/>',
      ),
    );
    expect(inner).toBe(
      '<style>[data-art="sv/demo"] text{fill: red;}</style>' +
        '<filter id="sv-demo-s"/><rect filter="url(#sv-demo-s)"/><use href="#sv-demo-s"/>',
    );
  });

  it.each([
    ['an at-rule', artwork('<style>@media (min-width: 1px) { text { fill: red; } }</style>')],
    ['a font the page lacks', artwork('<style>text { font-family: Comic Sans MS; }</style>')],
    ['a font in an attribute', artwork('<text font-family="Inter">Hi</text>')],
    ['styles it cannot read', artwork('<style>text { fill: red; } stray</style>')],
    ['script', artwork('<rect onload="alert(1)"/>')],
    ['no size', '<svg viewBox="0 0 10 5"><rect/></svg>'],
    ['no svg at all', '<html><body>not art</body></html>'],
  ])('refuses %s, so the build fails instead of the page', (_, source) => {
    expect(() => toInlineMarkup('demo', source)).toThrow();
  });
});
