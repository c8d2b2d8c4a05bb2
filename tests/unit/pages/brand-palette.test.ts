import { brandPalette, paletteFile } from '@/lib/brand-palette';
import { brandColors } from '@/tailwind.config';

describe('brand palette', () => {
  it('holds every token of tailwind.config.ts, the DEFAULT first', () => {
    const palette = brandPalette();
    expect(palette.map((f) => f.name)).toEqual(Object.keys(brandColors));
    const primary = palette.find((f) => f.name === 'primary');
    expect(primary?.shades[0]).toMatchObject({ name: 'primary', hex: '#1A1A2E' });
    expect(primary?.shades.map((s) => s.name).slice(1, 4)).toEqual([
      'primary-50',
      'primary-100',
      'primary-200',
    ]);
    const count = Object.values(brandColors).reduce((n, scale) => n + Object.keys(scale).length, 0);
    expect(palette.flatMap((f) => f.shades)).toHaveLength(count);
  });

  it('follows the tokens it is given, so the download cannot drift', () => {
    const file = paletteFile({ brand: { DEFAULT: '#abcdef', 100: '#ffffff' } });
    expect(file.families).toEqual([
      {
        name: 'brand',
        colors: [
          { name: 'brand', token: '--color-brand', hex: '#ABCDEF' },
          { name: 'brand-100', token: '--color-brand-100', hex: '#FFFFFF' },
        ],
      },
    ]);
  });
});
