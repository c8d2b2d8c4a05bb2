import { brandColors } from '@/tailwind.config';
import { siteConfig } from './site-config';

export type PaletteShade = {
  name: string;
  /** The CSS custom property Tailwind 4 defines for the color. */
  token: string;
  hex: string;
};
export type PaletteFamily = { name: string; shades: PaletteShade[] };

type ColorScale = Readonly<Record<string, string>>;
type ColorTokens = Readonly<Record<string, ColorScale>>;

/** Orders a scale as a designer reads it: the DEFAULT first, then 50 → 900. */
function shadesOf(family: string, scale: ColorScale): PaletteShade[] {
  return Object.entries(scale)
    .sort(([a], [b]) => (a === 'DEFAULT' ? -1 : b === 'DEFAULT' ? 1 : Number(a) - Number(b)))
    .map(([step, value]) => {
      const hex = value.toUpperCase();
      const name = step === 'DEFAULT' ? family : `${family}-${step}`;
      return { name, token: `--color-${name}`, hex };
    });
}

/** The brand palette, read from the Tailwind tokens so the pages and the download match. */
export function brandPalette(colors: ColorTokens = brandColors): PaletteFamily[] {
  return Object.entries(colors).map(([name, scale]) => ({ name, shades: shadesOf(name, scale) }));
}

/** The downloadable palette file: every color token with its hex value. */
export function paletteFile(colors: ColorTokens = brandColors) {
  return {
    name: `${siteConfig.name} color palette`,
    source: 'tailwind.config.ts',
    families: brandPalette(colors).map((family) => ({
      name: family.name,
      colors: family.shades.map(({ name, token, hex }) => ({ name, token, hex })),
    })),
  };
}
