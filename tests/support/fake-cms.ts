import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';
import cmsEnv from '../fake-cda/cms-env.json';
import { siteServerArgs } from '../../scripts/lib/site-server.ts';
import { CMS_BASE_URL, FAKE_CDA_PORT, FAKE_CDA_URL, SITE_URL } from '../../playwright.config';
import {
  fakeCdaControl,
  sendWebhookCall,
  signedWebhook,
  type WebhookOptions,
} from './contentful-webhook.ts';

export { entryPayload } from './contentful-webhook.ts';

const fake = fakeCdaControl(FAKE_CDA_URL);

/** Calls the fake CDA's control API (tests/fake-cda/server.ts); the call must succeed. */
export const control = fake.control;

/** The fake's counters since its last reset: `requests` made to it, reads `slowed`. */
export const fakeStats = fake.stats;

/**
 * Waits until this test file holds the fake: files that change its content must not run at
 * the same time (Playwright runs files in parallel). Call test.setTimeout first: it may wait.
 */
export async function holdFake(owner: string) {
  while (!(await fake.lock(owner))) await new Promise((resolve) => setTimeout(resolve, 500));
}

export const releaseFake = fake.unlock;

/** CMS requests the fake has answered since its last reset. */
export async function cmsRequests(): Promise<number> {
  return (await fake.stats()).requests;
}

/**
 * Waits until the site has made no CMS request for a second: the background refreshes that
 * earlier visits started are done, so none can finish after a test's webhook with older data.
 */
export async function settle() {
  let before = -1;
  await expect
    .poll(
      async () => {
        const now = await cmsRequests();
        const settled = now === before;
        before = now;
        return settled;
      },
      { intervals: [1_000], timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Sends a webhook call to the CMS build. By fetch, which retires a kept-alive connection before
 * the server times it out: Playwright's `request` may reuse one being closed (ECONNRESET).
 */
export const sendCall = (call: Parameters<typeof sendWebhookCall>[1]) =>
  sendWebhookCall(CMS_BASE_URL, call);

/** A webhook call as Contentful makes it, signed with the site's secret (or `secret`). */
export function sendWebhook(payload: unknown, options: Partial<WebhookOptions> = {}) {
  const secret = options.secret ?? cmsEnv.CONTENTFUL_WEBHOOK_SECRET;
  return sendCall(signedWebhook(payload, { ...options, secret }));
}

/**
 * A second server (server.ts) of the CMS build, started now: a fresh process with nothing in memory,
 * sharing the build's disk cache with the server the tests already use.
 */
export async function startFreshServer(port: number): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, siteServerArgs(port), {
    env: {
      ...process.env,
      ...cmsEnv,
      CONTENTFUL_HOST: `127.0.0.1:${FAKE_CDA_PORT}`,
      SITE_URL,
    },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  for (let tries = 0; tries < 120; tries++) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`next start on ${port} did not answer within 30 s`);
}
