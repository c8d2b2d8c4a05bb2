import { brandColors } from '@/tailwind.config';
import { siteConfig } from './site-config';

export type PaletteShade = {
  name: string;
  /** The CSS custom property Tailwind 4 defines for the colour. */
  token: string;
  hex: string;
  /** Which text colour reads best on this swatch. */
  textTone: 'light' | 'dark';
};
export type PaletteFamily = { name: string; shades: PaletteShade[] };

type ColorScale = Readonly<Record<string, string>>;
type ColorTokens = Readonly<Record<string, ColorScale>>;

const WHITE = '#FFFFFF';
const DARK_TEXT = brandColors.primary.DEFAULT;

function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two `#RRGGBB` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Orders a scale as a designer reads it: the DEFAULT first, then 50 → 900. */
function shadesOf(family: string, scale: ColorScale): PaletteShade[] {
  return Object.entries(scale)
    .sort(([a], [b]) => (a === 'DEFAULT' ? -1 : b === 'DEFAULT' ? 1 : Number(a) - Number(b)))
    .map(([step, value]) => {
      const hex = value.toUpperCase();
      const name = step === 'DEFAULT' ? family : `${family}-${step}`;
      return {
        name,
        token: `--color-${name}`,
        hex,
        textTone: contrastRatio(hex, WHITE) >= contrastRatio(hex, DARK_TEXT) ? 'light' : 'dark',
      };
    });
}

/** The brand palette, read from the Tailwind tokens so the pages and the download match. */
export function brandPalette(colors: ColorTokens = brandColors): PaletteFamily[] {
  return Object.entries(colors).map(([name, scale]) => ({ name, shades: shadesOf(name, scale) }));
}

/** The downloadable palette file: every colour token with its hex value. */
export function paletteFile(colors: ColorTokens = brandColors) {
  return {
    name: `${siteConfig.name} colour palette`,
    source: 'tailwind.config.ts',
    families: brandPalette(colors).map((family) => ({
      name: family.name,
      colors: family.shades.map(({ name, token, hex }) => ({ name, token, hex })),
    })),
  };
}
