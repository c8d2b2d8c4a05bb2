#!/usr/bin/env node
/**
 * Finds the pages a late font would move: for every route of the table in both languages, at
 * 375 and 1280 px, the first screen is laid out twice, in our fonts and with them blocked (the
 * sized fallbacks of app/_fonts/fallbacks.css), and every heading, paragraph and list item that
 * starts on it is compared. A block that takes another number of lines in the fallback moves
 * what follows when our fonts land after the first frame (font-display: fallback), a layout
 * shift on a slow connection or a busy phone.
 *
 *   npm run build && npm run audit:font-wrap [-- --port 3195]
 *
 * Prints each block that differs, with its text, and exits 1 if any does. Copy is the usual fix
 * (a word more or less, as docs/i18n.md says for the Swedish heroes). Not part of `npm test`: it
 * loads every page four times (about two minutes).
 */
import { type Browser, chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { staticRoutes } from '../lib/routes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { startNextServer } from './lib/server.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3195' } } });
const widths = [375, 1280];
/** Each route in English and under /sv (lib/i18n.ts, `localizedPath`). */
const twins = (path: string) => [path, path === '/' ? '/sv' : `/sv${path}`];
const height = 740;

/** Height and text of each block that starts on the first screen. */
async function blocks(browser: Browser, url: string, width: number, blockFonts: boolean) {
  const context = await browser.newContext({
    viewport: { width, height },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  if (blockFonts) await page.route('**/*.woff2', (route) => route.abort());
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
  const found = await page.evaluate(
    (screen) =>
      [...document.querySelectorAll('main :is(h1, h2, h3, p, li, dt, dd)')]
        .filter((element) => element.getBoundingClientRect().top < screen)
        .map((element) => ({
          height: Math.round(element.getBoundingClientRect().height),
          text: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
        })),
    height,
  );
  await context.close();
  return found;
}

const server = await startNextServer({ port: Number(values.port) });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let moved = 0;
try {
  for (const route of staticRoutes) {
    for (const path of twins(route.path)) {
      for (const width of widths) {
        const ours = await blocks(browser, server.origin + path, width, false);
        const fallback = await blocks(browser, server.origin + path, width, true);
        ours.forEach((block, index) => {
          const other = fallback[index];
          if (!other || other.height === block.height) return;
          moved += 1;
          console.log(
            `${path} at ${width}px: ${block.height} px in our fonts, ${other.height} px in the fallbacks: "${block.text}"`,
          );
        });
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  moved === 0
    ? 'No block on a first screen changes its lines when our fonts land.'
    : `${moved} block${moved === 1 ? '' : 's'} would change their lines when our fonts land.`,
);
process.exitCode = moved === 0 ? 0 : 1;
