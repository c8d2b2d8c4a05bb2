import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3201';
const pages = (process.env.PAGES ?? '/news,/news/month-end-close-in-five-days').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'load' });
    for (let y = 0; y < 6000; y += 600) { await page.mouse.wheel(0, 600); await page.waitForTimeout(120); } await page.waitForTimeout(800);
    const name = `/tmp/shot-${path.replace(/\W+/g, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
