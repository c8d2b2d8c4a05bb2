import { spawn, type ChildProcess } from 'node:child_process';
import { signRequest } from '@contentful/node-apps-toolkit';
import { expect, type APIRequestContext } from '@playwright/test';
import cmsEnv from '../fake-cda/cms-env.json';
import { FAKE_CDA_PORT, FAKE_CDA_URL, SITE_URL } from '../../playwright.config';

/** Calls the fake CDA's control API (tests/fake-cda/server.mjs). */
export async function control(request: APIRequestContext, path: string, data: unknown = {}) {
  const response = await request.post(`${FAKE_CDA_URL}/__control/${path}`, { data });
  expect(response.ok(), `fake CDA ${path}`).toBe(true);
  return response.json();
}

/**
 * Waits until this test file holds the fake: files that change its content must not run at
 * the same time (Playwright runs files in parallel). Call test.setTimeout first: it may wait.
 */
export async function holdFake(request: APIRequestContext, owner: string) {
  for (;;) {
    const response = await request.post(`${FAKE_CDA_URL}/__control/lock`, {
      data: { owner, ttlMs: 300_000 },
    });
    if (response.ok()) return;
    expect(response.status(), 'fake CDA lock').toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function releaseFake(request: APIRequestContext, owner: string) {
  await request.post(`${FAKE_CDA_URL}/__control/unlock`, { data: { owner } });
}

/** CMS requests the fake has answered since its last reset. */
export async function cmsRequests(request: APIRequestContext): Promise<number> {
  return (await (await request.get(`${FAKE_CDA_URL}/__control/stats`)).json()).requests;
}

/**
 * Waits until the site has made no CMS request for a second: the background refreshes that
 * earlier visits started are done, so none can finish after a test's webhook with older data.
 */
export async function settle(request: APIRequestContext) {
  let before = -1;
  await expect
    .poll(
      async () => {
        const now = await cmsRequests(request);
        const settled = now === before;
        before = now;
        return settled;
      },
      { intervals: [1_000], timeout: 30_000 },
    )
    .toBe(true);
}

/** A webhook call as Contentful makes it, signed with the secret (or another one). */
export async function sendWebhook(
  request: APIRequestContext,
  payload: unknown,
  {
    secret = cmsEnv.CONTENTFUL_WEBHOOK_SECRET,
    topic = 'ContentManagement.Entry.publish',
    baseURL = '',
  } = {},
) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': topic,
  };
  const signature = signRequest(secret, { method: 'POST', path: '/api/revalidate', headers, body });
  return request.post(`${baseURL}/api/revalidate`, {
    headers: { ...headers, ...signature },
    data: body,
  });
}

/** The webhook body of a post entry (publish) or its deletion/unpublish (`DeletedEntry`). */
export const postPayload = (id: string, type = 'Entry') => ({
  sys: {
    type,
    id,
    contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'pageBlogPost' } },
  },
});

/**
 * A second `next start` of the CMS build, started now: a fresh process with nothing in memory,
 * sharing the build's disk cache with the server the tests already use.
 */
export async function startFreshServer(port: number): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(
    'npx',
    ['next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: {
        ...process.env,
        ...cmsEnv,
        CONTENTFUL_HOST: `127.0.0.1:${FAKE_CDA_PORT}`,
        SITE_URL,
      },
      stdio: 'ignore',
      detached: true,
    },
  );
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
