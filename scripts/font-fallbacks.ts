/**
 * Writes app/_fonts/fallbacks.css: for each of our two fonts, fallback faces built on the system
 * fonts a visitor's phone or computer has, scaled and with line metrics overridden so that text
 * set in them takes the room it will take in our font. The text is painted at once in the
 * fallback, and the swap to our font, when it arrives, moves nothing.
 *
 * next/font does this for Arial only, which Android (Roboto) and most Linux desktops (DejaVu
 * Sans) do not have: there its fallback face never loads and the swap shifted the home hero.
 * Run `npm run fonts:fallbacks` after `npm run fonts:subset` or after changing a font below.
 *
 * How: Chromium (the one the tests use) measures a sample of our kind of copy in our font and in
 * each fallback at the weights we set; `size-adjust` is the ratio of the widths. The line
 * metrics (ascent, descent, line gap) are our font's own, divided by `size-adjust`, as the
 * CSS Fonts spec applies the override after the scaling. Arial's widths are measured on
 * Liberation Sans, which was drawn to Arial's metrics (as were Arimo and Helvetica's widths).
 *
 * It also writes our body font's `ch` (the width of its zero) in em, and Tailwind's prose measure
 * (`max-w-prose`, 65ch) in it. A box as wide as a number of `ch` depends on a font that may not
 * have arrived, and Chromium keeps the text in that box invisible until it has, far past the
 * 100 ms `font-display: fallback` allows: on a slow phone the hero's lead paragraph stayed blank
 * for a second, and was the late LCP of the service pages. In em, the box is the same width once
 * our font is in, and the text paints in the fallback face while it is not.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = 'app/_fonts/fallbacks.css';

type OurFont = {
  variable: string;
  family: string;
  file: string;
  weights: { min: number; max: number };
  faces: { weight: number; range: string; style: 'regular' | 'bold' }[];
};

/**
 * Our fonts, as components/layout/fonts.ts loads them, and a fallback face for each weight we
 * set: `range` is the CSS weights it serves, `style` the system font's face it is drawn from. One face per
 * weight, sized to our font at that weight: a semibold button sized like bold text was 3 px
 * wider in the fallback, enough for Chromium to count a layout shift when our font came.
 */
const FONTS: OurFont[] = [
  {
    variable: '--font-heading-fallbacks',
    family: 'Heading',
    file: 'app/_fonts/nunito-sans-latin-500-700.woff2',
    weights: { min: 500, max: 700 },
    faces: [
      { weight: 500, range: '100 550', style: 'regular' },
      { weight: 600, range: '551 650', style: 'bold' },
      { weight: 700, range: '651 900', style: 'bold' },
    ],
  },
  {
    variable: '--font-body-fallbacks',
    family: 'Body',
    file: 'app/_fonts/inter-latin-400-600.woff2',
    weights: { min: 400, max: 600 },
    faces: [
      { weight: 400, range: '100 450', style: 'regular' },
      { weight: 500, range: '451 550', style: 'regular' },
      { weight: 600, range: '551 900', style: 'bold' },
    ],
  },
];

type SystemFont = {
  name: string;
  regular: string[];
  bold: string[];
  measure:
    | { local: string; regular?: undefined; bold?: undefined }
    | { local?: undefined; regular: string; bold: string };
};

/**
 * The system fonts, most common first. `local()` matches a font's full or PostScript name.
 * `measure` is how Chromium reaches the font here to measure it.
 */
const SYSTEM_FONTS: SystemFont[] = [
  {
    name: 'Arial',
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
    bold: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
    ],
    measure: { local: 'Liberation Sans' },
  },
  {
    name: 'Roboto',
    regular: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
    bold: ['Roboto Bold', 'Roboto-Bold'],
    measure: {
      regular: require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff2'),
      bold: require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff2'),
    },
  },
  {
    name: 'DejaVu',
    regular: ['DejaVu Sans', 'DejaVuSans'],
    bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
    measure: { local: 'DejaVu Sans' },
  },
];

/** Our kind of copy: sentence case, some capitals and figures, Nordic letters. */
const SAMPLE =
  'Accounting, payroll and financial technology for growing Nordic companies. ' +
  'We close your books every month, pay your people on time and answer within one working ' +
  'day. Solvik has offices in Stockholm, Oslo, København and Göteborg: 120 specialists who ' +
  'know the rules of each country. Read how our clients save 30 hours a month.';

async function dataUrl(file: string) {
  return `data:font/woff2;base64,${(await readFile(file)).toString('base64')}`;
}

/** The vertical metrics of a font file, in em. */
async function lineMetrics(file: string) {
  const open = require('next/dist/compiled/@next/font/dist/fontkit').default;
  const font = open(await readFile(path.join(root, file)));
  return {
    ascent: font.ascent / font.unitsPerEm,
    descent: Math.abs(font.descent) / font.unitsPerEm,
    lineGap: font.lineGap / font.unitsPerEm,
  };
}

/** A font face Chromium loads for measuring, from its file as a data URL. */
type Face = { family: string; weight: string; url: string };
/** [family, weight, text]: what to measure (SAMPLE unless a text is given). */
type Measure = [family: string, weight: number, text?: string];

/** Width of `text` (SAMPLE unless given) at 100px for each [family, weight, text], measured in Chromium. */
async function measureWidths(faces: Face[], requests: Measure[]): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    return await page.evaluate(
      async ({ faces, requests, sample }) => {
        for (const face of faces) {
          const font = new FontFace(face.family, `url(${face.url})`, { weight: face.weight });
          document.fonts.add(await font.load());
        }
        const context = document
          .createElement('canvas')
          .getContext('2d') as CanvasRenderingContext2D;
        return requests.map(([family, weight, text = sample]) => {
          const font = `${weight} 100px "${family}"`;
          if (!document.fonts.check(font)) throw new Error(`Chromium has no ${font}`);
          context.font = font;
          return context.measureText(text).width;
        });
      },
      { faces, requests, sample: SAMPLE },
    );
  } finally {
    await browser.close();
  }
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const quoteList = (names: string[]) => names.map((name) => `local('${name}')`).join(', ');

/** The weights the system fonts are measured at. */
const SYSTEM_WEIGHTS = { regular: 400, bold: 700 };
const STYLES = ['regular', 'bold'] as const;

const faces: Face[] = [];
for (const font of FONTS) {
  const weight = `${font.weights.min} ${font.weights.max}`;
  faces.push({ family: font.family, weight, url: await dataUrl(path.join(root, font.file)) });
}
for (const system of SYSTEM_FONTS) {
  if (system.measure.local) continue;
  for (const style of STYLES) {
    faces.push({
      family: system.name,
      weight: String(SYSTEM_WEIGHTS[style]),
      url: await dataUrl(system.measure[style] as string),
    });
  }
}

/** [family, weight] of every text to measure: ours at each weight, each system font's. */
const measured = (system: SystemFont) => system.measure.local ?? system.name;
const requests: Measure[] = [
  ...FONTS.flatMap((font) => font.faces.map((face): Measure => [font.family, face.weight])),
  ...SYSTEM_FONTS.flatMap((system) =>
    STYLES.map((style): Measure => [measured(system), SYSTEM_WEIGHTS[style]]),
  ),
];
/** The body font at the weight of running text, whose zero is `ch` in its paragraphs. */
const BODY = FONTS.find((font) => font.variable === '--font-body-fallbacks') as OurFont;
const ZERO: Measure = [BODY.family, 400, '0'];
/** Tailwind's `max-w-prose`, in `ch`. */
const PROSE_CH = 65;
const [zeroWidth, ...measuredWidths] = await measureWidths(faces, [ZERO, ...requests]);
const bodyCh = Number(zeroWidth) / 100;
const widths = new Map(
  requests.map(([family, weight], i) => [`${weight} ${family}`, measuredWidths[i]]),
);
const width = (family: string, weight: number) => widths.get(`${weight} ${family}`) ?? NaN;

const blocks: string[] = [];
const variables: string[] = [];
for (const font of FONTS) {
  const metrics = await lineMetrics(font.file);
  const families = SYSTEM_FONTS.map((system) => `'${font.family} fallback ${system.name}'`);
  variables.push(`  ${font.variable}: ${families.join(', ')};`);
  for (const system of SYSTEM_FONTS) {
    for (const { weight, range, style } of font.faces) {
      const sizeAdjust =
        width(font.family, weight) / width(measured(system), SYSTEM_WEIGHTS[style]);
      blocks.push(
        [
          '@font-face {',
          `  font-family: '${font.family} fallback ${system.name}';`,
          `  src: ${quoteList(system[style])};`,
          `  font-weight: ${range};`,
          `  size-adjust: ${percent(sizeAdjust)};`,
          `  ascent-override: ${percent(metrics.ascent / sizeAdjust)};`,
          `  descent-override: ${percent(metrics.descent / sizeAdjust)};`,
          `  line-gap-override: ${percent(metrics.lineGap / sizeAdjust)};`,
          '}',
        ].join('\n'),
      );
    }
  }
}

const css = `/* Generated by \`npm run fonts:fallbacks\` (scripts/font-fallbacks.ts): do not edit. Fallback
   faces sized to our fonts, so text painted before they arrive does not move when they do. */
${blocks.join('\n\n')}

/* --body-ch is our body font's ch in em: a width in ch would keep its text invisible until the
   font arrives, a width in em lets it paint in the fallback at once. */
:root {
${variables.join('\n')}
  --body-ch: ${bodyCh.toFixed(4)}em;
}

@theme {
  --max-width-prose: calc(${PROSE_CH} * var(--body-ch));
}
`;
await writeFile(path.join(root, OUT), css);
console.log(`Wrote ${OUT}`);
