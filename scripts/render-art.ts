/**
 * Renders our own artwork (SVG under art/) to the raster files the site serves:
 * WebP illustrations in public/images, the default social image and the Apple touch icon; and each
 * language's own artwork (art/sv: its product screens and social image) under its code.
 * Uses Playwright with Debian's Chromium (same launch arguments as playwright.config.ts), so it
 * needs no image library. Run with `npm run render:art` after changing anything under art/.
 *
 *   node scripts/render-art.ts            render everything
 *   node scripts/render-art.ts home-hero  render the named outputs only
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, chromium } from '@playwright/test';
import { prefixedLocales } from '../lib/i18n.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_WEBP_BYTES = 150 * 1024;

/** What to render: the source, the output and its pixel size. */
type Job = {
  name: string;
  source: string;
  out: string;
  width: number;
  height: number;
  background?: string;
};

const englishJobs: Job[] = [
  {
    name: 'home-hero',
    source: 'art/home-hero.svg',
    out: 'public/images/home-hero.webp',
    width: 1600,
    height: 1200,
  },
  {
    name: 'career-team',
    source: 'art/career-team.svg',
    out: 'public/images/career-team.webp',
    width: 1600,
    height: 1200,
  },
  {
    name: 'contact-office',
    source: 'art/contact-office.svg',
    out: 'public/images/contact-office.webp',
    width: 1200,
    height: 800,
  },
  {
    name: 'services-hero',
    source: 'art/services-hero.svg',
    out: 'public/images/services-hero.webp',
    width: 1200,
    height: 900,
  },
  {
    name: 'about-story',
    source: 'art/about-story.svg',
    out: 'public/images/about-story.webp',
    width: 1200,
    height: 900,
  },
  {
    name: 'service-global-accounting',
    source: 'art/service-global-accounting.svg',
    out: 'public/images/service-global-accounting.webp',
    width: 1200,
    height: 900,
  },
  {
    name: 'service-global-payroll',
    source: 'art/service-global-payroll.svg',
    out: 'public/images/service-global-payroll.webp',
    width: 1200,
    height: 900,
  },
  {
    name: 'service-local-accounting',
    source: 'art/service-local-accounting.svg',
    out: 'public/images/service-local-accounting.webp',
    width: 1200,
    height: 900,
  },
  {
    name: 'service-local-payroll',
    source: 'art/service-local-payroll.svg',
    out: 'public/images/service-local-payroll.webp',
    width: 1200,
    height: 900,
  },
  {
    name: 'service-erp',
    source: 'art/service-erp.svg',
    out: 'public/images/service-erp.webp',
    width: 1200,
    height: 900,
  },
  // The platform's own screens (text in the site's fonts), for the tech-solution pages.
  {
    name: 'product-expense',
    source: 'art/product-expense.svg',
    out: 'public/images/product-expense.webp',
    width: 1600,
    height: 1200,
  },
  {
    name: 'product-supplier-invoice',
    source: 'art/product-supplier-invoice.svg',
    out: 'public/images/product-supplier-invoice.webp',
    width: 1600,
    height: 1200,
  },
  {
    name: 'product-time-reporting',
    source: 'art/product-time-reporting.svg',
    out: 'public/images/product-time-reporting.webp',
    width: 1600,
    height: 1200,
  },
  {
    name: 'product-payroll-approval',
    source: 'art/product-payroll-approval.svg',
    out: 'public/images/product-payroll-approval.webp',
    width: 1600,
    height: 1200,
  },
  {
    name: 'product-project-reporting',
    source: 'art/product-project-reporting.svg',
    out: 'public/images/product-project-reporting.webp',
    width: 1600,
    height: 1200,
  },
  {
    name: 'product-reporting',
    source: 'art/product-reporting.svg',
    out: 'public/images/product-reporting.webp',
    width: 1600,
    height: 1200,
  },
  {
    name: 'product-one-login',
    source: 'art/product-one-login.svg',
    out: 'public/images/product-one-login.webp',
    width: 1600,
    height: 1200,
  },
  {
    name: 'product-local-erps',
    source: 'art/product-local-erps.svg',
    out: 'public/images/product-local-erps.webp',
    width: 1600,
    height: 1200,
  },
  {
    name: 'product-netsuite',
    source: 'art/product-netsuite.svg',
    out: 'public/images/product-netsuite.webp',
    width: 1600,
    height: 1200,
  },
  // Illustrative portraits of the people on the About page (invented, as the clients are).
  {
    name: 'people/maria-ekstrom',
    source: 'art/people/maria-ekstrom.svg',
    out: 'public/images/people/maria-ekstrom.webp',
    width: 400,
    height: 400,
  },
  {
    name: 'people/jonas-lindqvist',
    source: 'art/people/jonas-lindqvist.svg',
    out: 'public/images/people/jonas-lindqvist.webp',
    width: 400,
    height: 400,
  },
  {
    name: 'people/leila-haddad',
    source: 'art/people/leila-haddad.svg',
    out: 'public/images/people/leila-haddad.webp',
    width: 400,
    height: 400,
  },
  {
    name: 'people/henrik-dahl',
    source: 'art/people/henrik-dahl.svg',
    out: 'public/images/people/henrik-dahl.webp',
    width: 400,
    height: 400,
  },
  // The same portraits as the news bylines' avatars (the news images' folder, which next/image
  // serves): the authors are these people.
  ...['maria-ekstrom', 'jonas-lindqvist', 'leila-haddad', 'henrik-dahl'].map((person) => ({
    name: `avatar-${person}`,
    source: `art/people/${person}.svg`,
    out: `public/news/images/avatar-${person}.webp`,
    width: 160,
    height: 160,
  })),
  {
    name: 'og-default',
    source: 'art/og-default.html',
    out: 'public/og/solvik-default.png',
    width: 1200,
    height: 630,
  },
  // iOS rounds the corners itself, so the icon's square is filled edge to edge.
  {
    name: 'apple-icon',
    source: 'app/icon.svg',
    out: 'app/apple-icon.png',
    width: 180,
    height: 180,
    background: '#1A1A2E',
  },
];

/**
 * A language's own artwork (the Swedish product screens and social image, art/sv): each file
 * the twin of an English one of the same name, rendered at its size under the language's code
 * (public/images/sv, public/og/sv). A language without a folder shows the English artwork.
 */
const ownArtwork = prefixedLocales
  .filter((locale) => existsSync(path.join(root, 'art', locale)))
  .flatMap((locale) =>
    readdirSync(path.join(root, 'art', locale)).map((file) => {
      const english = englishJobs.find((job) => job.source === `art/${file}`);
      if (!english) throw new Error(`art/${locale}/${file} has no English twin in art/`);
      return {
        ...english,
        name: `${locale}/${english.name}`,
        source: `art/${locale}/${file}`,
        out: english.out.replace(/^(public\/[^/]+\/)/, `$1${locale}/`),
      };
    }),
  );

const jobs = [...englishJobs, ...ownArtwork];

/**
 * The site's two fonts, for artworks that show text (the product screens set
 * font-family="Inter" or "Nunito Sans"). Paths resolve against the repository root.
 */
const fontFaces = `
  @font-face {
    font-family: 'Inter';
    src: url('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2') format('woff2');
    font-weight: 100 900;
  }
  @font-face {
    font-family: 'Nunito Sans';
    src: url('node_modules/@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2') format('woff2');
    font-weight: 200 1000;
  }`;

/** The page that holds one artwork at exactly the output size. */
async function documentFor(job: Job) {
  const source = await readFile(path.join(root, job.source), 'utf8');
  if (job.source.endsWith('.html')) return source;
  const fitted = source.replace(
    '<svg ',
    `<svg style="display:block;width:${job.width}px;height:${job.height}px" `,
  );
  const background = job.background ?? 'transparent';
  return `<!doctype html><html><head><style>${fontFaces}</style></head><body style="margin:0;background:${background}">${fitted}</body></html>`;
}

/** Encodes a PNG screenshot as WebP in the browser, lowering quality until it fits the budget. */
async function toWebp(page: Page, png: Buffer) {
  for (const quality of [0.86, 0.8, 0.72, 0.64, 0.56]) {
    const dataUrl = await page.evaluate(
      async ({ base64, quality }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        (canvas.getContext('2d') as CanvasRenderingContext2D).drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', quality);
      },
      { base64: png.toString('base64'), quality },
    );
    const bytes = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
    if (bytes.length <= MAX_WEBP_BYTES) return bytes;
  }
  throw new Error('WebP stays above the 150 kB budget even at low quality');
}

const only = process.argv.slice(2);
const selected = only.length ? jobs.filter((job) => only.includes(job.name)) : jobs;
if (only.length && selected.length !== only.length) {
  throw new Error(`Unknown artwork; known: ${jobs.map((job) => job.name).join(', ')}`);
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage();
  for (const job of selected) {
    await page.setViewportSize({ width: job.width, height: job.height });
    // Relative URLs in an HTML source (fonts, the logo) resolve against the repository root.
    await page.goto(`file://${root}/`);
    await page.setContent(await documentFor(job), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({
      clip: { x: 0, y: 0, width: job.width, height: job.height },
    });
    const bytes = job.out.endsWith('.webp') ? await toWebp(page, png) : png;
    await mkdir(path.dirname(path.join(root, job.out)), { recursive: true });
    await writeFile(path.join(root, job.out), bytes);
    const { size } = await stat(path.join(root, job.out));
    console.info(`${job.out}  ${job.width}×${job.height}  ${(size / 1024).toFixed(1)} kB`);
  }
} finally {
  await browser.close();
}
