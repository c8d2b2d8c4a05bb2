#!/usr/bin/env node
/**
 * Draws the demo posts' images as SVG and renders them to WebP in Debian's Chromium
 * (canvas.toDataURL), writing public/news/images/*.webp, and the drawings with words again in
 * Swedish, public/news/images/sv/*.webp (the sv-SE file of the asset in build-space-export.ts,
 * whose `file` is localized as Contentful's is). Re-run after changing a drawing:
 *
 *   node scripts/render-news-images.ts
 *
 * An article shows its images about 340 px wide on a phone, so a 1200 px drawing shrinks to
 * under a third: text is drawn at MIN_TEXT px or more to stay readable (about 12 px) there.
 * The sizes must stay those of build-space-export.ts, which tells the pages their shapes, and a
 * Swedish drawing is the English one's size. A label must fit its box in both languages: look at
 * both files after changing a word (Swedish words run longer).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const navy = '#1A1A2E';
const orange = '#C26542';
const teal = '#2E5E6E';
const sand = '#F1EFEC';
const white = '#FFFFFF';

const svg = (width: number, height: number, body: string, background = sand) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`;

const card = (x: number, y: number, w: number, h: number, fill: string, radius = 16) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 6) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const MIN_TEXT = 44;

const label = (
  x: number,
  y: number,
  value: string,
  size = MIN_TEXT,
  fill = navy,
  anchor = 'start',
) =>
  `<text x="${x}" y="${y}" font-family="sans-serif" font-weight="700" font-size="${size}" fill="${fill}" text-anchor="${anchor}">${value}</text>`;

/**
 * The words drawn in the images, per language. Names (NetSuite OneWorld, Solvik), numbers and
 * the country codes (SE, NO, DK, FI) are the same in both.
 */
const words = {
  en: {
    day: (n: number) => `Day ${n}`,
    monthEndClose: 'Month-end close',
    employerDeclaration: 'Employer declaration',
    onePayroll: 'One payroll',
    group: 'Group',
    subsidiaries: ['Sweden', 'Norway', 'Finland'],
    forNordicGroups: 'for Nordic groups',
    closeSteps: ['Bank', 'Ledgers', 'Payroll', 'Group', 'Report'],
    peppolSteps: [
      ['You', 'send'],
      ['Your AP', 'checks'],
      ['Their AP', 'delivers'],
      ['Buyer', 'receives'],
    ],
    accessPoints: 'Access points (AP)',
  },
  sv: {
    day: (n: number) => `Dag ${n}`,
    monthEndClose: 'Månadsbokslut',
    employerDeclaration: 'Arbetsgivardeklaration',
    onePayroll: 'Ett löneflöde',
    group: 'Koncern',
    subsidiaries: ['Sverige', 'Norge', 'Finland'],
    forNordicGroups: 'för nordiska koncerner',
    closeSteps: ['Bank', 'Reskontra', 'Lön', 'Koncern', 'Rapport'],
    peppolSteps: [
      ['Ni', 'skickar'],
      ['Er', 'granskar'],
      ['Deras', 'levererar'],
      ['Köparen', 'tar emot'],
    ],
    accessPoints: 'Accesspunkter',
  },
};
type Words = (typeof words)['en'];

const monthEnd = (w: Words) =>
  svg(
    1200,
    675,
    [0, 1, 2, 3, 4]
      .map((column) => {
        const x = 80 + column * 215;
        const done = 4 - column;
        const tasks = Array.from({ length: 4 }, (_, row) =>
          card(x + 20, 215 + row * 95, 155, 70, row < done ? teal : white, 10),
        ).join('');
        return (
          card(x, 130, 195, 495, '#E4E0DA') +
          label(x + 97, 190, w.day(column + 1), MIN_TEXT, navy, 'middle') +
          tasks
        );
      })
      .join('') + label(80, 92, w.monthEndClose, 60),
  );

const payrollCalendar = (w: Words) =>
  svg(
    1200,
    675,
    card(240, 40, 720, 595, white, 24) +
      card(240, 40, 720, 110, navy, 24) +
      label(600, 112, w.employerDeclaration, 48, white, 'middle') +
      Array.from({ length: 28 }, (_, day) => {
        const x = 268 + (day % 7) * 96;
        const y = 178 + Math.floor(day / 7) * 110;
        const due = day + 1 === 12;
        return (
          card(x, y, 88, 96, due ? orange : '#E4E0DA', 12) +
          label(x + 44, y + 64, String(day + 1), MIN_TEXT, due ? white : navy, 'middle')
        );
      }).join(''),
  );

const nordicPayroll = (w: Words) =>
  svg(
    1200,
    675,
    ['SE', 'NO', 'DK', 'FI']
      .map((country, index) => {
        const y = 100 + index * 140;
        return (
          circle(170, y + 40, 62, teal) +
          label(170, y + 56, country, MIN_TEXT, white, 'middle') +
          `<path d="M230 ${y + 40} C 520 ${y + 40}, 560 337, 820 337" stroke="${teal}" stroke-width="8" fill="none"/>`
        );
      })
      .join('') +
      card(800, 252, 360, 170, navy, 24) +
      label(980, 354, w.onePayroll, 52, white, 'middle'),
  );

const netsuite = (w: Words, background = sand) =>
  svg(
    1200,
    675,
    card(430, 90, 340, 150, navy, 20) +
      label(600, 184, w.group, 56, white, 'middle') +
      [200, 600, 1000]
        .map(
          (x, index) =>
            line(600, 240, x, 430, teal) +
            card(x - 150, 430, 300, 150, white, 20) +
            label(x, 522, w.subsidiaries[index] ?? '', 52, navy, 'middle'),
        )
        .join(''),
    background,
  );

const netsuiteShare = (w: Words) =>
  svg(
    1200,
    630,
    card(0, 0, 1200, 630, navy, 0) +
      circle(1040, 140, 220, orange) +
      label(80, 280, 'NetSuite OneWorld', 72, white) +
      label(80, 370, w.forNordicGroups, 56, '#E4E0DA') +
      label(80, 540, 'Solvik', 44, white),
  );

const eInvoicing = () =>
  svg(
    1200,
    675,
    [
      [200, 180],
      [200, 500],
      [1000, 180],
      [1000, 500],
      [600, 340],
    ]
      .map(
        ([x = 0, y = 0], index) =>
          (index < 4 ? line(x, y, 600, 340, teal, 8) : '') +
          circle(x, y, index === 4 ? 90 : 70, index === 4 ? orange : navy),
      )
      .join('') +
      card(560, 310, 80, 60, white, 8) +
      line(575, 330, 625, 330, navy, 5) +
      line(575, 350, 610, 350, navy, 5),
  );

const clientDay = () =>
  svg(
    1200,
    675,
    card(150, 120, 900, 260, navy, 24) +
      [350, 600, 850]
        .map((x) => card(x - 50, 250, 100, 110, orange, 14) + circle(x, 210, 36, sand))
        .join('') +
      Array.from({ length: 24 }, (_, seat) =>
        circle(190 + (seat % 12) * 75, 470 + Math.floor(seat / 12) * 90, 28, teal),
      ).join(''),
  );

// The drawing fills its 1200 × 500 from top to bottom: day, step number, step name.
const closeTimeline = (w: Words) =>
  svg(
    1200,
    500,
    line(130, 230, 1070, 230, navy, 10) +
      w.closeSteps
        .map((step: string, index: number) => {
          const x = 130 + index * 235;
          return (
            label(x, 110, w.day(index + 1), MIN_TEXT, teal, 'middle') +
            circle(x, 230, 68, index === 4 ? orange : teal) +
            label(x, 250, String(index + 1), 56, white, 'middle') +
            label(x, 390, step, 52, navy, 'middle')
          );
        })
        .join(''),
  );

/** The middle two corners are the access points, named once over both. */
const peppolFlow = (w: Words) =>
  svg(
    900,
    500,
    `<path d="M237 88V72H662V88" stroke="${teal}" stroke-width="4" fill="none"/>` +
      label(449, 54, w.accessPoints, 40, teal, 'middle') +
      w.peppolSteps
        .map(([step = '', verb = ''], index) => {
          const x = 112 + index * 225;
          return (
            (index < 3 ? line(x + 100, 200, x + 125, 200, teal, 10) : '') +
            card(x - 100, 100, 200, 200, index === 0 || index === 3 ? navy : teal, 20) +
            label(x, 214, step, 40, white, 'middle') +
            label(x, 392, verb, 40, navy, 'middle')
          );
        })
        .join(''),
  );

/** The drawings with words, drawn once per language. */
const withWords = {
  'month-end-close.webp': monthEnd,
  'swedish-payroll.webp': payrollCalendar,
  'nordic-payroll.webp': nordicPayroll,
  'netsuite-oneworld.webp': netsuite,
  'netsuite-share.webp': netsuiteShare,
  'close-timeline.webp': closeTimeline,
  'peppol-flow.webp': peppolFlow,
};
/** The drawings without words: one file for both languages. */
const wordless = {
  'e-invoicing.webp': eInvoicing(),
  'client-day.webp': clientDay(),
};

const imagesDir = fileURLToPath(new URL('../public/news/images/', import.meta.url));
/** File path (under public/news/images) → SVG: English in images/, Swedish in images/sv/. */
const images = {
  ...Object.fromEntries(Object.entries(withWords).map(([name, draw]) => [name, draw(words.en)])),
  ...wordless,
  ...Object.fromEntries(
    Object.entries(withWords).map(([name, draw]) => [`sv/${name}`, draw(words.sv)]),
  ),
};
mkdirSync(`${imagesDir}sv`, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const [name, source] of Object.entries(images)) {
  const dataUrl = await page.evaluate(async (markup) => {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    (canvas.getContext('2d') as CanvasRenderingContext2D).drawImage(image, 0, 0);
    return canvas.toDataURL('image/webp', 0.82);
  }, source);
  const bytes = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  writeFileSync(`${imagesDir}${name}`, bytes);
  console.log(`${name}: ${(bytes.length / 1024).toFixed(1)} kB`);
}
await browser.close();
