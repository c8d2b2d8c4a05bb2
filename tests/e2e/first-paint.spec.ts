import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { pagePolicy } from '@/lib/content-security-policy.ts';
import { createPageRewriter } from '@/lib/next-internals/first-paint/page-rewrites.ts';
import { waitForHydration } from '../support/hydration';
import { watchCspViolations } from '../support/csp';
import { siteServerArgs } from '../../scripts/lib/site-server.ts';

/*
 * lib/next-internals/first-paint against the Next that is installed (docs/first-paint.md): the markup its
 * rewrites look for is in the HTML Next writes, and FIRST_PAINT=off serves that HTML unchanged.
 * If a Next upgrade changes the markup, the first test says which part is gone.
 */

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
/** The home page exactly as `next build` wrote it. */
const builtHome = () => readFileSync(path.join(distDir, 'server/app/en.html'), 'utf8');

test("Next's HTML still has what lib/next-internals/first-paint rewrites", () => {
  const html = builtHome();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head, 'a stylesheet link in the head, as inline-stylesheets.ts reads it').toMatch(
    /<link rel="stylesheet" href="\/_next\/static\/[\w./-]+\.css" data-precedence="[^"]+"\/>/,
  );
  expect(
    html,
    "Next's chunks as plain async scripts, as scripts-after-paint.ts reads them",
  ).toMatch(/<script src="\/_next\/static\/chunks\/[\w./-]+\.js" async=""><\/script>/);

  const rewritten = createPageRewriter(distDir, {})(html);
  expect(rewritten).toMatch(/<style data-precedence="[^"]+" data-inlined-from="\/_next\/static\//);
  expect(rewritten).toMatch(
    /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"]+" data-after-paint=""\/>/,
  );
  expect(rewritten).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
  expect(createPageRewriter(distDir, { FIRST_PAINT: 'off' })(html)).toBe(html);
});

test.describe('with FIRST_PAINT=off', () => {
  // Beside the server under test (E2E_PORT), one port up from the CMS copy's.
  const port = Number(process.env.E2E_PORT ?? 3100) + 2;
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = spawn(process.execPath, siteServerArgs(port), {
      env: { ...process.env, FIRST_PAINT: 'off' },
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(`${origin}/robots.txt`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test("next start serves Next's own HTML, with its policy, and the page works", async ({
    page,
  }) => {
    const answer = await fetch(`${origin}/`);
    const html = await answer.text();
    expect(html, 'the page as next build wrote it').toBe(builtHome());
    expect(html).not.toContain('data-inlined-from');
    expect(html).not.toContain('data-after-paint');
    expect(answer.headers.get('content-security-policy')).toBe(pagePolicy(html));

    const cspViolations = await watchCspViolations(page);
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await page.locator('footer').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await cspViolations()).toEqual([]);
  });
});
