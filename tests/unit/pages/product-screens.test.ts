import { inLocale } from '@/lib/i18n';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { productScreens } from '@/content/product-screens';
import * as en_product_screens from '@/content/product-screens';
import { translations } from '@/content/words';
import { techSolutionSubPages } from '@/lib/routes';

const { productScreens: swedishScreens } = inLocale(
  'sv',
  en_product_screens,
  translations.productScreens,
);

const root = path.resolve(__dirname, '../../..');
const renderScript = readFileSync(path.join(root, 'scripts/render-art.ts'), 'utf8');
const screens = Object.values(productScreens);

describe('product screens', () => {
  it('give every platform module page its own screen', () => {
    const names = techSolutionSubPages.map((slug) => productScreens[slug].name);
    expect(new Set(names).size).toBe(techSolutionSubPages.length);
  });

  it.each(screens.map((screen) => [screen.name, screen]))(
    '%s is drawn in art/, rendered by the art script and served from public/images',
    (name) => {
      expect(existsSync(path.join(root, 'art', `${name}.svg`))).toBe(true);
      expect(renderScript).toContain(`source: 'art/${name}.svg'`);
      expect(existsSync(path.join(root, 'public/images', `${name}.webp`))).toBe(true);
    },
  );

  it.each(Object.entries(swedishScreens).map(([key, screen]) => [key, screen.name]))(
    '%s in Swedish is its own artwork with Swedish labels, under art/sv',
    (key, name) => {
      const english = productScreens[key as keyof typeof productScreens].name;
      expect(name).toBe(`sv/${english}`);
      expect(existsSync(path.join(root, 'art', `${name}.svg`))).toBe(true);
      // The art script renders a language's folder at the sizes of the English twins.
      expect(renderScript).toContain(`source: 'art/${english}.svg'`);
      expect(existsSync(path.join(root, 'public/images', `${name}.webp`))).toBe(true);
    },
  );

  it('describe each screen in words of its own', () => {
    const alts = screens.map((screen) => screen.alt);
    expect(new Set(alts).size).toBe(alts.length);
    for (const alt of alts) expect(alt.length).toBeGreaterThan(40);
  });
});

/**
 * The numbers drawn in our artwork, as each language writes them (English "2,184,600" and
 * "245.00", Swedish "2 184 600" and "245,00"): every grouped or decimal number must be what
 * Intl.NumberFormat gives for its value in the artwork's language. Text under an element with
 * another `lang` (a photographed Swedish receipt in an English screen) is that language's.
 */
describe('numbers in the artwork', () => {
  const number = /\d{1,3}(?:[ \u00a0]\d{3})+(?:,\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+[.,]\d+/g;
  const percent = { en: /\d[ \u00a0]%/, sv: /\d%/ };
  const intl = { en: 'en-US', sv: 'sv-SE' } as const;
  type Lang = keyof typeof intl;
  const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  /** Each <text> run of an SVG with the language it is in. */
  function runs(svg: string, lang: Lang): { lang: Lang; text: string }[] {
    const stack: { tag: string; lang: Lang }[] = [];
    const found: { lang: Lang; text: string }[] = [];
    for (const [, close = '', tag = '', attributes = '', text] of svg.matchAll(
      /<(\/?)([\w:-]+)([^>]*)>|([^<]+)/g,
    )) {
      const inside = stack.at(-1);
      if (text !== undefined) {
        if (inside && /^(text|tspan)$/.test(inside.tag))
          found.push({ lang: inside.lang, text: text.replace(/&#160;/g, '\u00a0') });
      } else if (close) stack.pop();
      else if (
        !attributes.trimEnd().endsWith('/') &&
        !tag.startsWith('?') &&
        !tag.startsWith('!')
      ) {
        const own = /\blang="(en|sv)"/.exec(attributes)?.[1] as Lang | undefined;
        stack.push({ tag, lang: own ?? inside?.lang ?? lang });
      }
    }
    return found;
  }

  /** The value of `token` as `lang` writes numbers, and its decimals. */
  function value(token: string, lang: Lang): { value: number; decimals: number } {
    const [whole = '', fraction = ''] =
      lang === 'en'
        ? token.replace(/,/g, '').split('.')
        : spaces(token).replace(/ /g, '').split(',');
    return { value: Number(`${whole}.${fraction || 0}`), decimals: fraction.length };
  }

  const files = [
    ...readdirSync(path.join(root, 'art'))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => ({ file: `art/${name}`, lang: 'en' as Lang })),
    ...readdirSync(path.join(root, 'art/sv')).map((name) => ({
      file: `art/sv/${name}`,
      lang: 'sv' as Lang,
    })),
  ];

  it.each(files.map(({ file, lang }) => [file, lang] as const))(
    '%s writes %s numbers',
    (file, lang) => {
      const wrong: string[] = [];
      for (const run of runs(readFileSync(path.join(root, file), 'utf8'), lang)) {
        if (percent[run.lang].test(run.text)) wrong.push(run.text);
        for (const [token] of run.text.matchAll(number)) {
          // A Swedish time of day ("Synkad 07.45") is written with a full stop.
          if (run.lang === 'sv' && /^\d{2}\.\d{2}$/.test(token)) continue;
          const { value: amount, decimals } = value(token, run.lang);
          const expected = new Intl.NumberFormat(intl[run.lang], {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          }).format(amount);
          if (spaces(expected) !== spaces(token))
            wrong.push(`${token} (${expected}) in "${run.text}"`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
