#!/usr/bin/env node
/**
 * A click on a header link, as a visitor on a slow connection meets it: the build served as in
 * production (two instances sharing Redis, Varnish with the site's VCL in front), Chromium with
 * DevTools network emulation (150 ms latency, 1.6 Mbit/s down and up). Each click is timed from
 * the click event to the first frame painted after the new page's h1 is in the document.
 *
 * Two kinds of click, 20 of each (`--clicks`), half on the English pages and half on the Swedish
 * ones: a header link in view, and a link in a menu taken the way a hand takes it (the pointer
 * moves onto the trigger, the menu opens on hover, the pointer moves onto a link and clicks a
 * moment later). Prints every click, and the median and p95 of each kind.
 *
 *   npm run build && npm run bench:navigation [-- --clicks 20 --port 3160 --redis-port 6384]
 *
 * Ports: --port (Varnish), the two after it (the instances), --redis-port.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Page, chromium } from '@playwright/test';
import { frontDoor, projectDir } from '../../tests/multi-instance/cluster.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { runHeader, saveReport } from '../lib/report.ts';
import { markdownTable, median, percentile } from '../lib/table.ts';

const { values } = parseArgs({
  options: {
    clicks: { type: 'string', default: '20' },
    port: { type: 'string', default: '3160' },
    'redis-port': { type: 'string', default: '6384' },
  },
});
const clicks = Number(values.clicks);
const port = Number(values.port);

/** DevTools' network emulation: 150 ms each way's latency, 1.6 Mbit/s in bytes per second. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (1.6 * 1_000_000) / 8,
};
const TARGET = { median: 100, p95: 150 };
const START_PAGES = ['/', '/sv'];

if (!existsSync(path.join(projectDir, '.next/BUILD_ID'))) {
  console.error('No build in .next: run `npm run build` first.');
  process.exit(1);
}

/**
 * The header's links to pages in the page's own language that are in view, each with the
 * paths Next prefetched for it so far. A language switch loads a document of its own (another
 * root layout), so it is left out.
 */
async function headerLinks(page: Page) {
  return page.locator('header a[href^="/"]').evaluateAll((anchors: HTMLAnchorElement[]) => {
    const swedish = (p: string) => p === '/sv' || p.startsWith('/sv/');
    const here = swedish(location.pathname);
    return anchors
      .filter(
        (a) =>
          a.checkVisibility({ visibilityProperty: true }) && a.getBoundingClientRect().width > 0,
      )
      .map((a) => new URL(a.href).pathname)
      .filter((p) => swedish(p) === here && !p.startsWith('/language'));
  });
}

/** The page's window, holding the measurement of the click under way. */
type Measuring = typeof window & { __navigation: Promise<number> };

/**
 * Moves the pointer as a hand does onto the `i`th menu's trigger (the menu opens on hover), then
 * onto one of its links to another page than `from`, and waits a moment: where to click, and
 * the link's path.
 */
async function pointAtMenuLink(page: Page, i: number, from: string) {
  const triggers = page.locator('header nav button[aria-controls]');
  const trigger = triggers.nth(i % (await triggers.count()));
  const box = await trigger.boundingBox();
  if (!box) throw new Error('a menu trigger is not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.waitForTimeout(150);
  const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  const paths = await panel
    .locator('a[href^="/"]')
    .evaluateAll((anchors: HTMLAnchorElement[]) => anchors.map((a) => new URL(a.href).pathname));
  const choices = paths.filter((path) => path !== from);
  const target = choices[(i * 3) % choices.length];
  if (!target) throw new Error(`no menu link to click on ${from}`);
  const link = await panel.locator(`a[href="${target}"]`).first().boundingBox();
  if (!link) throw new Error(`the menu link to ${target} is not laid out`);
  const [x, y] = [link.x + link.width / 2, link.y + link.height / 2];
  await page.mouse.move(x, y, { steps: 5 });
  await page.waitForTimeout(200);
  return { target, x, y };
}

/**
 * Clicks (`click`) and resolves with the milliseconds from the click event to the frame after
 * the new page's h1 appeared.
 */
async function timedClick(page: Page, click: () => Promise<void>) {
  await page.evaluate(() => {
    const before = document.querySelector('main h1');
    (window as Measuring).__navigation = new Promise((resolve) => {
      let clickedAt: number | undefined;
      document.addEventListener('click', (event) => (clickedAt = event.timeStamp), {
        capture: true,
        once: true,
      });
      const seen = () => {
        const h1 = document.querySelector('main h1');
        if (!h1 || h1 === before || clickedAt === undefined) return false;
        observer.disconnect();
        // The frame that shows it: after the next animation frame has been produced.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - (clickedAt ?? 0));
          channel.port2.postMessage(null);
        });
        return true;
      };
      const observer = new MutationObserver(seen);
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await click();
  return page.evaluate(() => (window as Measuring).__navigation);
}

/** Resolves once no request has been open for half a second. */
async function quiet(pending: Set<unknown>) {
  for (let calm = 0; calm < 5;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    calm = pending.size === 0 ? calm + 1 : 0;
  }
}

const site = await frontDoor({
  port,
  instancePorts: [port + 1, port + 2],
  redisPort: Number(values['redis-port']),
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows: {
  kind: 'header link' | 'menu link';
  from: string;
  to: string;
  ms: number;
  requests: number;
  prefetched: boolean;
}[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  const prefetched = new Set<string>();
  const pending = new Set<unknown>();
  let sent = 0;
  page.on('request', (request) => {
    pending.add(request);
    sent += 1;
  });
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('requestfinished', async (request) => {
    pending.delete(request);
    const headers = request.headers();
    if (!headers['next-router-prefetch'] && !headers['next-router-segment-prefetch']) return;
    if ((await request.response())?.ok()) prefetched.add(new URL(request.url()).pathname);
  });

  for (const kind of ['header link', 'menu link'] as const) {
    for (const [n, start] of START_PAGES.entries()) {
      const count = n === 0 ? Math.ceil(clicks / 2) : Math.floor(clicks / 2);
      await page.goto(`${site.origin}${start}`);
      for (let i = 0; i < count; i++) {
        // Everything in view is prefetched once the network is quiet.
        await quiet(pending);
        const from = new URL(page.url()).pathname;
        const before = sent;
        let target: string;
        let ms: number;
        if (kind === 'header link') {
          const links = [...new Set(await headerLinks(page))].filter((p) => p !== from);
          if (links.length === 0) throw new Error(`no header link to click on ${from}`);
          target = links[i % links.length] as string;
          // The link's own href may carry a query (`/contact?topic=sales`); its path is the page.
          const link = page
            .locator('header a[href^="/"]')
            .filter({ visible: true })
            .and(page.locator(`[href="${target}"], [href^="${target}?"], [href^="${target}#"]`));
          ms = await timedClick(page, () => link.first().click());
        } else {
          const link = await pointAtMenuLink(page, i, from);
          target = link.target;
          ms = await timedClick(page, () => page.mouse.click(link.x, link.y));
        }
        // Requests sent between the click and the paint: none when the prefetch served it.
        const requests = sent - before;
        await page.waitForURL((url) => url.pathname === target);
        rows.push({ kind, from, to: target, ms, requests, prefetched: prefetched.has(target) });
      }
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

const verdict = (value: number | null, target: number) =>
  `${Number(value).toFixed(0)} ms (target ≤ ${target} ms: ${Number(value) <= target ? 'met' : 'missed'})`;
const summary = (kind: (typeof rows)[number]['kind']) => {
  const times = rows.filter((row) => row.kind === kind).map((row) => row.ms);
  return `${kind}s: median ${verdict(median(times), TARGET.median)}; p95 ${verdict(percentile(times, 0.95), TARGET.p95)}; ${times.length} clicks.`;
};
const markdown = [
  runHeader('Navigation: header and menu links clicked, through Varnish'),
  `- network: DevTools emulation, ${NETWORK.latency} ms latency, 1.6 Mbit/s down and up`,
  '',
  markdownTable(
    ['#', 'kind', 'from', 'to', 'prefetched', 'requests after the click', 'click → h1 painted, ms'],
    rows.map((row, i) => [
      i + 1,
      row.kind,
      row.from,
      row.to,
      row.prefetched ? 'yes' : 'NO',
      row.requests,
      row.ms.toFixed(0),
    ]),
  ),
  '',
  summary('header link'),
  summary('menu link'),
].join('\n');
console.log(markdown);
console.log(`\nWritten to ${await saveReport('navigation', markdown)}`);
