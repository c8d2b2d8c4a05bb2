import { brandPalette, type PaletteShade } from '@/lib/brand-palette';

type ColorSwatchGridProps = {
  /** Show each family's main colour plus these steps only; every step when left out. */
  steps?: readonly string[];
  headingLevel?: 'h3' | 'h4';
};

function isShown(shade: PaletteShade, family: string, steps?: readonly string[]): boolean {
  if (!steps || shade.name === family) return true;
  return steps.some((step) => shade.name === `${family}-${step}`);
}

/** The brand palette as swatches, read from the Tailwind tokens. */
export function ColorSwatchGrid({ steps, headingLevel: Heading = 'h3' }: ColorSwatchGridProps) {
  return (
    <div className="space-y-10">
      {brandPalette().map((family) => (
        <div key={family.name}>
          <Heading className="text-lg font-bold text-primary capitalize">{family.name}</Heading>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {family.shades
              .filter((shade) => isShown(shade, family.name, steps))
              .map((shade) => (
                <li
                  key={shade.name}
                  className="overflow-hidden rounded-brand border border-neutral-200"
                >
                  <div aria-hidden="true" className="h-16" style={{ backgroundColor: shade.hex }} />
                  <p className="bg-white px-3 pt-2 font-mono text-xs font-semibold text-primary">
                    {shade.name}
                  </p>
                  <p className="bg-white px-3 pb-2 font-mono text-xs text-neutral-700">
                    {shade.hex}
                  </p>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
