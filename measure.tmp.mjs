import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
await p.goto(process.argv[2]);
const r = await p.evaluate(() => {
  const links = [...document.querySelector('main section').querySelectorAll('a')];
  const box = links[0].parentElement.getBoundingClientRect();
  return { parent: box.width, links: links.map((a) => [a.textContent, Math.round(a.getBoundingClientRect().width)]), gap: getComputedStyle(links[0].parentElement).gap };
});
console.log(JSON.stringify(r));
await b.close();
