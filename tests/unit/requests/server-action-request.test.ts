/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  actionBodyLimitBytes,
  buildActionIds,
  crossSiteRefusal,
  malformedRefusal,
  mayBeServerAction,
  unknownActionRefusal,
} from '@/lib/next-internals/server-action-request';

const id = '6004171f0f8f7c6e37d2650338bdb4922844a31092';
const state = { status: 'idle', values: {}, errors: {}, answer: 0 };

const headers = (entries: Record<string, string>) => new Headers(entries);

/** What React posts with JavaScript: the arguments at "0", the form's fields under "_1_". */
function fetchActionBody(root: unknown = [state, '$K1']) {
  const form = new FormData();
  form.set('_1_name', 'Ada');
  form.set('0', typeof root === 'string' ? root : JSON.stringify(root));
  return form;
}

/** What the browser posts without JavaScript: the action and its bound state in hidden fields. */
function formActionBody(overrides: Record<string, string> = {}) {
  const form = new FormData();
  form.set('$ACTION_REF_1', '');
  form.set('$ACTION_1:0', JSON.stringify({ id, bound: '$@1' }));
  form.set('$ACTION_1:1', JSON.stringify([state]));
  form.set('$ACTION_KEY', 'k1');
  form.set('name', 'Ada');
  for (const [key, value] of Object.entries(overrides)) form.set(key, value);
  return form;
}

describe('mayBeServerAction', () => {
  it.each([
    [{ 'next-action': id }, true],
    [{ 'content-type': 'multipart/form-data; boundary=x' }, true],
    [{ 'content-type': 'application/x-www-form-urlencoded' }, true],
    [{ 'content-type': 'application/json' }, false],
    [{ 'content-type': 'application/csp-report' }, false],
    [{}, false],
  ])('%j: %s', (entries, expected) => {
    expect(mayBeServerAction(headers(entries))).toBe(expected);
  });
});

describe('crossSiteRefusal', () => {
  it.each([
    [{ origin: 'https://www.solvik.example', host: 'www.solvik.example' }],
    [{ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }],
    // Next compares with the first forwarded host when there is one.
    [
      {
        origin: 'https://www.solvik.example',
        host: '10.0.0.11:3000',
        'x-forwarded-host': 'www.solvik.example, proxy',
      },
    ],
    // Without Origin, Next lets it through too: no browser leaves it out of a cross-site post.
    [{ host: 'www.solvik.example' }],
  ])('lets a post from the site itself through: %j', (entries) => {
    expect(crossSiteRefusal(headers(entries))).toBeUndefined();
  });

  it.each([
    [{ origin: 'https://evil.example', host: 'www.solvik.example' }],
    [{ origin: 'https://www.solvik.example:8443', host: 'www.solvik.example' }],
    [{ origin: 'null', host: 'www.solvik.example' }],
    [{ origin: 'not a url', host: 'www.solvik.example' }],
    [
      {
        origin: 'https://www.solvik.example',
        host: 'other.example',
        'x-forwarded-host': 'evil.example',
      },
    ],
  ])('refuses a post from elsewhere with a 403: %j', (entries) => {
    expect(crossSiteRefusal(headers(entries))?.status).toBe(403);
  });
});

describe('malformedRefusal', () => {
  it('takes the contact form as React posts it, with and without JavaScript', () => {
    expect(malformedRefusal(headers({ 'next-action': id }), fetchActionBody())).toBeUndefined();
    expect(malformedRefusal(headers({}), formActionBody())).toBeUndefined();
  });

  it('refuses a multipart form that names no action (Next: a 400 and a stack trace)', () => {
    const form = new FormData();
    form.set('name', 'Ada');
    // React's field prefix, without the action the fields were meant for.
    form.set(`1_$ACTION_ID_${id}`, '');
    expect(malformedRefusal(headers({}), form)?.status).toBe(400);
    // A urlencoded body (read as no form) Next leaves to the page.
    expect(malformedRefusal(headers({}), null)).toBeUndefined();
  });

  it('refuses a form with more than two actions by reference, as Next does', () => {
    const form = formActionBody();
    for (const n of [7, 8]) {
      for (const [key, value] of formActionBody().entries()) {
        form.append(key.replace(/^\$ACTION_(REF_)?1/, `$ACTION_$1${n}`), value);
      }
    }
    expect(malformedRefusal(headers({}), form)?.status).toBe(400);
  });

  it.each([
    ['an action id of the wrong form', { 'next-action': 'bogus' }, fetchActionBody()],
    ['a body that is no form', { 'next-action': id }, null],
    ['arguments that are not JSON', { 'next-action': id }, fetchActionBody('[{nope')],
    ['arguments that are no list', { 'next-action': id }, fetchActionBody('"hello"')],
    ['other arguments', { 'next-action': id }, fetchActionBody([1, 2])],
    ['a state that is no object', { 'next-action': id }, fetchActionBody(['idle', '$K1'])],
    ['no form among the arguments', { 'next-action': id }, fetchActionBody([state, 'form'])],
    ['bound arguments that are not JSON', {}, formActionBody({ '$ACTION_1:1': '[{bad' })],
    ['no bound state', {}, formActionBody({ '$ACTION_1:1': '[]' })],
    ['a reference that is not JSON', {}, formActionBody({ '$ACTION_1:0': '{bad' })],
    ['a reference without an id', {}, formActionBody({ '$ACTION_1:0': '{"bound":"$@1"}' })],
    [
      'a bound part that is missing',
      {},
      formActionBody({ '$ACTION_1:0': JSON.stringify({ id, bound: '$@5' }) }),
    ],
    [
      'an action named by a malformed id',
      {},
      (() => {
        const form = new FormData();
        form.set('$ACTION_ID_bogus', '');
        return form;
      })(),
    ],
  ])('refuses %s with a 400', (_label, entries, body) => {
    expect(malformedRefusal(headers(entries), body)?.status).toBe(400);
  });
});

describe("the build's actions", () => {
  const other = 'ff'.repeat(21);
  const known = new Set([id]);

  it('are read from the build manifest; none when it cannot be read', () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'actions-'));
    try {
      mkdirSync(path.join(distDir, 'server'));
      const manifest = { node: { [id]: { workers: {} } }, edge: {} };
      writeFileSync(
        path.join(distDir, 'server', 'server-reference-manifest.json'),
        JSON.stringify(manifest),
      );
      expect(buildActionIds(distDir)).toEqual(known);
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
    expect(buildActionIds('/nonexistent')).toBeUndefined();
  });

  it('an action of another deployment is a 409 that tells the client to load the page again', () => {
    expect(unknownActionRefusal(headers({ 'next-action': other }), known)).toEqual({
      status: 409,
      message: expect.any(String),
      headers: { 'x-nextjs-action-not-found': '1' },
    });
    expect(unknownActionRefusal(headers({ 'next-action': id }), known)).toBeUndefined();
    expect(unknownActionRefusal(headers({ 'next-action': other }), undefined)).toBeUndefined();
  });

  it('a form naming an action the build does not have is a 400', () => {
    const form = formActionBody({ '$ACTION_1:0': JSON.stringify({ id: other, bound: '$@1' }) });
    expect(malformedRefusal(headers({}), form, known)?.status).toBe(400);
    expect(malformedRefusal(headers({}), formActionBody(), known)).toBeUndefined();
  });
});

it("allows Next's own default body size, 1 MB", () => {
  expect(actionBodyLimitBytes).toBe(1024 * 1024);
});
