import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import cmsEnv from './tests/fake-cda/cms-env.json';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

/**
 * The built site under test, as visitors meet it: Varnish with the project's VCL on `PORT`, in
 * front of two `next start` instances sharing a Redis (scripts/front-door.ts). `npm run build`
 * must have run first (npm test does it).
 */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The first instance behind Varnish, for the tests that must reach the bare origin. */
export const INSTANCE_PORT = Number(process.env.E2E_INSTANCE_PORT ?? 3150);
export const ORIGIN_URL = `http://127.0.0.1:${INSTANCE_PORT}`;
export const REDIS_PORT = Number(process.env.E2E_REDIS_PORT ?? 6390);
/** The origin the server under test builds canonical URLs, the sitemap and social tags on. */
export const SITE_URL = 'https://www.solvik.example';

/**
 * The second copy of the site, built by `npm run build:cms` into .next-cms against the fake
 * Content Delivery API (tests/fake-cda), which must also run while it is served.
 */
export const CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 3101);
export const CMS_BASE_URL = `http://127.0.0.1:${CMS_PORT}`;
export const FAKE_CDA_PORT = Number(process.env.FAKE_CDA_PORT ?? 4010);
export const FAKE_CDA_URL = `http://127.0.0.1:${FAKE_CDA_PORT}`;
/**
 * The fake HubSpot Forms API (tests/fake-hubspot) that the site under test submits the contact
 * form to, and where the site keeps what HubSpot does not take (tests/e2e/contact.spec.ts).
 */
export const FAKE_HUBSPOT_PORT = Number(process.env.FAKE_HUBSPOT_PORT ?? 4015);
export const FAKE_HUBSPOT_URL = `http://127.0.0.1:${FAKE_HUBSPOT_PORT}`;
export const CONTACT_TEST_ENV = {
  HUBSPOT_FORMS_URL: FAKE_HUBSPOT_URL,
  HUBSPOT_TIMEOUT_MS: '2000',
  // The instances' shared Redis holds the outbox, as in production.
  REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
  // The tests send the retries themselves (npm run contact:retry).
  CONTACT_RETRY_INTERVAL_MS: '3600000',
  // Every test posts from 127.0.0.1: room for every test's messages before the rate-limit test.
  CONTACT_RATE_LIMIT: '12',
};
const cmsBuilt = existsSync(`${cmsEnv.NEXT_DIST_DIR}/BUILD_ID`);
// npm test sets E2E_REQUIRE_CMS so a missing CMS build fails instead of skipping its tests.
if (process.env.E2E_REQUIRE_CMS && !cmsBuilt) {
  throw new Error(
    'E2E_REQUIRE_CMS is set but .next-cms has no build: run `npm run build:cms` first.',
  );
}

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromium,
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /news-cms.*\.spec\.ts/,
      use: desktop,
    },
    ...(cmsBuilt
      ? [
          {
            name: 'cms',
            testMatch: /news-cms.*\.spec\.ts/,
            // Its files share one fake CMS whose content they change: one file at a time.
            workers: 1,
            use: { ...desktop, baseURL: CMS_BASE_URL },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'node tests/fake-hubspot/server.ts',
      url: `${FAKE_HUBSPOT_URL}/__control/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: { FAKE_HUBSPOT_PORT: String(FAKE_HUBSPOT_PORT) },
    },
    {
      command: 'node scripts/front-door.ts',
      url: `${BASE_URL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // It stops the instances, Redis and Varnish itself, and removes its copies of the build.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      env: {
        SITE_URL,
        ...CONTACT_TEST_ENV,
        E2E_PORT: String(PORT),
        E2E_INSTANCE_PORT: String(INSTANCE_PORT),
        E2E_REDIS_PORT: String(REDIS_PORT),
      },
    },
    ...(cmsBuilt
      ? [
          {
            command: 'node tests/fake-cda/server.ts',
            url: `${FAKE_CDA_URL}/__control/health`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
            env: { FAKE_CDA_PORT: String(FAKE_CDA_PORT) },
          },
          {
            command: `node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON server.ts -p ${CMS_PORT} -H 127.0.0.1`,
            url: `${CMS_BASE_URL}/robots.txt`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            env: {
              ...cmsEnv,
              CONTENTFUL_HOST: `127.0.0.1:${FAKE_CDA_PORT}`,
              SITE_URL,
            },
          },
        ]
      : []),
  ],
});
