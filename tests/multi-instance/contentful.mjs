/**
 * Contentful's side of a deployment test: the fake CDA's control API and the signed webhook,
 * as Contentful calls it (tests/support/fake-cms.ts does the same for the browser tests).
 */
import { signRequest } from '@contentful/node-apps-toolkit';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

export const cmsEnv = JSON.parse(
  readFileSync(new URL('../fake-cda/cms-env.json', import.meta.url), 'utf8'),
);

/** `control(path, data)`: a POST to the fake CDA's control API at `fakeOrigin`, which must succeed. */
export function fakeControl(fakeOrigin) {
  return async function control(pathname, data = {}) {
    const response = await fetch(`${fakeOrigin}/__control/${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });
    assert.equal(response.status, 200, `fake CDA ${pathname}`);
  };
}

/**
 * Contentful's webhook for a post, signed with the site's secret, to `origin`; returns the
 * parsed answer after checking it is a 200. `action` is publish or unpublish (whose payload is
 * a `DeletedEntry` without fields, as Contentful sends it).
 */
export async function postWebhook(origin, { id, slug, action = 'publish' }) {
  const sys = {
    type: action === 'publish' ? 'Entry' : 'DeletedEntry',
    id,
    contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'pageBlogPost' } },
  };
  const body = JSON.stringify(
    action === 'publish' && slug ? { sys, fields: { slug: { 'en-US': slug } } } : { sys },
  );
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': `ContentManagement.Entry.${action}`,
  };
  const signature = signRequest(cmsEnv.CONTENTFUL_WEBHOOK_SECRET, {
    method: 'POST',
    path: '/api/revalidate',
    headers,
    body,
  });
  const response = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { ...headers, ...signature },
    body,
  });
  const text = await response.text();
  assert.equal(response.status, 200, `webhook to ${origin}: ${text}`);
  return JSON.parse(text);
}
