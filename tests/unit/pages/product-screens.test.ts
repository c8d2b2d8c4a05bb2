import { inLocale } from '@/lib/i18n';
import { existsSync, readFileSync } from 'node:fs';
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
