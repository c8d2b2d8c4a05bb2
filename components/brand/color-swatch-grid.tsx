import { brandPalette, type PaletteShade } from '@/lib/brand-palette';
import { cn } from '@/lib/cn';

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
                  <div
                    className={cn(
                      'flex h-20 items-end p-3 font-mono text-sm',
                      shade.textTone === 'light' ? 'text-white' : 'text-primary',
                    )}
                    style={{ backgroundColor: shade.hex }}
                  >
                    {shade.hex}
                  </div>
                  <p className="bg-white px-3 py-2 font-mono text-xs text-neutral-700">
                    {shade.name}
                  </p>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
