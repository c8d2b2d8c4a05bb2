/**
 * Contentful's side of a deployment test: the fake CDA's settings and Contentful's signed
 * webhook, over tests/support/contentful-webhook.ts (which the browser tests use too).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { entryPayload, postSignedWebhook } from '../support/contentful-webhook.ts';
import type cmsEnvFile from '../fake-cda/cms-env.json';

export { fakeCdaControl } from '../support/contentful-webhook.ts';

export const cmsEnv = JSON.parse(
  readFileSync(new URL('../fake-cda/cms-env.json', import.meta.url), 'utf8'),
) as typeof cmsEnvFile;

/**
 * Contentful's webhook for the post `id`, signed with the site's secret, to `origin`; returns
 * the parsed answer after checking it is a 200. `action` is publish or unpublish (whose payload
 * is a `DeletedEntry`, as Contentful sends it).
 */
export async function postWebhook(
  origin: string,
  id: string,
  action: 'publish' | 'unpublish' = 'publish',
): Promise<Record<string, unknown>> {
  const response = await postSignedWebhook(
    origin,
    entryPayload(id, { deleted: action !== 'publish' }),
    { secret: cmsEnv.CONTENTFUL_WEBHOOK_SECRET, topic: `ContentManagement.Entry.${action}` },
  );
  const text = await response.text();
  assert.equal(response.status, 200, `webhook to ${origin}: ${text}`);
  return JSON.parse(text);
}
