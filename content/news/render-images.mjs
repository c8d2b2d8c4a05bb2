#!/usr/bin/env node
/**
 * Draws the demo posts' images as SVG and renders them to WebP in Debian's Chromium
 * (canvas.toDataURL), writing public/news/images/*.webp. Re-run after changing a drawing:
 *
 *   node content/news/render-images.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const navy = '#1A1A2E';
const orange = '#C26542';
const teal = '#2E5E6E';
const sand = '#F1EFEC';
const white = '#FFFFFF';

const svg = (width, height, body, background = sand) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`;

const card = (x, y, w, h, fill, radius = 16) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}"/>`;
const circle = (cx, cy, r, fill) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const line = (x1, y1, x2, y2, stroke, width = 6) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const label = (x, y, value, size = 40, fill = navy, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-family="sans-serif" font-weight="700" font-size="${size}" fill="${fill}" text-anchor="${anchor}">${value}</text>`;

const monthEnd = () =>
  svg(
    1200,
    675,
    [0, 1, 2, 3, 4]
      .map((column) => {
        const x = 80 + column * 215;
        const done = 4 - column;
        const tasks = Array.from({ length: 4 }, (_, row) =>
          card(x + 20, 190 + row * 100, 155, 70, row < done ? teal : white, 10),
        ).join('');
        return (
          card(x, 120, 195, 480, '#E4E0DA') +
          label(x + 97, 170, `Day ${column + 1}`, 30, navy, 'middle') +
          tasks
        );
      })
      .join('') + label(80, 80, 'Month-end close', 44),
  );

const payrollCalendar = () =>
  svg(
    1200,
    675,
    card(300, 90, 600, 500, white, 24) +
      card(300, 90, 600, 90, navy, 24) +
      label(600, 150, 'Employer declaration', 34, white, 'middle') +
      Array.from({ length: 28 }, (_, day) => {
        const x = 330 + (day % 7) * 80;
        const y = 200 + Math.floor(day / 7) * 90;
        const due = day + 1 === 12;
        return (
          card(x, y, 60, 60, due ? orange : '#E4E0DA', 10) +
          label(x + 30, y + 42, String(day + 1), 26, due ? white : navy, 'middle')
        );
      }).join(''),
  );

const nordicPayroll = () =>
  svg(
    1200,
    675,
    ['SE', 'NO', 'DK', 'FI']
      .map((country, index) => {
        const y = 110 + index * 130;
        return (
          circle(170, y + 40, 50, teal) +
          label(170, y + 54, country, 36, white, 'middle') +
          `<path d="M230 ${y + 40} C 520 ${y + 40}, 560 337, 820 337" stroke="${teal}" stroke-width="8" fill="none"/>`
        );
      })
      .join('') +
      card(820, 257, 300, 160, navy, 24) +
      label(970, 350, 'One payroll', 36, white, 'middle'),
  );

const netsuite = (background = sand) =>
  svg(
    1200,
    675,
    card(450, 90, 300, 130, navy, 20) +
      label(600, 168, 'Group', 40, white, 'middle') +
      [200, 600, 1000]
        .map(
          (x, index) =>
            line(600, 220, x, 430, teal) +
            card(x - 130, 430, 260, 130, white, 20) +
            label(x, 508, ['Sweden', 'Norway', 'Finland'][index], 36, navy, 'middle'),
        )
        .join(''),
    background,
  );

const netsuiteShare = () =>
  svg(
    1200,
    630,
    card(0, 0, 1200, 630, navy, 0) +
      circle(1040, 140, 220, orange) +
      label(80, 280, 'NetSuite OneWorld', 72, white) +
      label(80, 370, 'for Nordic groups', 56, '#E4E0DA') +
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
        ([x, y], index) =>
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

const closeTimeline = () =>
  svg(
    1200,
    500,
    line(100, 250, 1100, 250, navy, 8) +
      ['Bank', 'Ledgers', 'Payroll', 'Group', 'Report']
        .map((step, index) => {
          const x = 140 + index * 230;
          return (
            circle(x, 250, 46, index === 4 ? orange : teal) +
            label(x, 264, String(index + 1), 40, white, 'middle') +
            label(x, 360, step, 34, navy, 'middle')
          );
        })
        .join(''),
  );

const peppolFlow = () =>
  svg(
    900,
    500,
    ['You', 'Your AP', 'Their AP', 'Buyer']
      .map((step, index) => {
        const x = 110 + index * 225;
        return (
          (index < 3 ? line(x + 70, 250, x + 155, 250, teal, 8) : '') +
          card(x - 80, 190, 160, 120, index === 0 || index === 3 ? navy : teal, 18) +
          label(x, 262, step, 26, white, 'middle')
        );
      })
      .join(''),
  );

const avatar = (background) =>
  svg(160, 160, circle(80, 64, 34, sand) + `<path d="M24 160 C 24 110, 136 110, 136 160 Z" fill="${sand}"/>`, background);

const images = {
  'month-end-close.webp': monthEnd(),
  'swedish-payroll.webp': payrollCalendar(),
  'nordic-payroll.webp': nordicPayroll(),
  'netsuite-oneworld.webp': netsuite(),
  'netsuite-share.webp': netsuiteShare(),
  'e-invoicing.webp': eInvoicing(),
  'client-day.webp': clientDay(),
  'close-timeline.webp': closeTimeline(),
  'peppol-flow.webp': peppolFlow(),
  'avatar-astrid.webp': avatar(orange),
  'avatar-jonas.webp': avatar(teal),
  'avatar-maria.webp': avatar(navy),
};

const outDir = fileURLToPath(new URL('../../public/news/images/', import.meta.url));
mkdirSync(outDir, { recursive: true });

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
    canvas.getContext('2d').drawImage(image, 0, 0);
    return canvas.toDataURL('image/webp', 0.82);
  }, source);
  const bytes = Buffer.from(dataUrl.split(',')[1], 'base64');
  writeFileSync(`${outDir}${name}`, bytes);
  console.log(`${name}: ${(bytes.length / 1024).toFixed(1)} kB`);
}
await browser.close();
