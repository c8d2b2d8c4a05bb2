import { chromium } from '@playwright/test';
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const w of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 900 }, reducedMotion: 'reduce' });
  await ctx.addCookies([{ name: 'solvik_consent', value: `2.${Date.now()}.00`, url: base }]);
  const page = await ctx.newPage();
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    for (let y = 0; y < 12000; y += 600) { await page.mouse.wheel(0, 600); await page.waitForTimeout(60); }
    await page.waitForTimeout(500);
    const name = `/tmp/s-${p.replace(/\W+/g, '_') || 'home'}-${w}.png`;
    await page.screenshot({ path: name, fullPage: true });
    const font = await page.evaluate(() => [...document.fonts].filter(f => !f.family.includes('fallback')).map(f => f.family + ':' + f.status).join(','));
    console.log(name, font);
  }
  await ctx.close();
}
await browser.close();
