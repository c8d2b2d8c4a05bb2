#!/usr/bin/env node
/**
 * A local fake of HubSpot's Forms API v3 submission endpoint for tests:
 *
 *   POST /submissions/v3/integration/submit/{portalId}/{formId}
 *   POST /submissions/v3/integration/secure/submit/{portalId}/{formId}  (needs a Bearer token)
 *
 * It answers 200 `{"inlineMessage": "Thanks"}` and records each submission, or fails as told.
 * A loopback control API under /__control:
 *   GET  /__control/health
 *   GET  /__control/submissions        [{portalId, formId, secure, authorization, body, headers}]
 *   POST /__control/reset              forget submissions and failures
 *   POST /__control/fail               {"status": 503, "count": 2}  the next `count` submissions
 *                                      answer `status`; {"mode": "timeout"} never answers them
 *                                      (until reset); count omitted: until reset
 *
 *   node tests/fake-hubspot/server.ts          # port FAKE_HUBSPOT_PORT, default 4015
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const submitPath = /^\/submissions\/v3\/integration\/(secure\/)?submit\/([^/]+)\/([^/?]+)$/;

/** A submission as the fake recorded it (GET /__control/submissions). */
type Submission = {
  portalId: string | undefined;
  formId: string | undefined;
  secure: boolean;
  body: unknown;
  headers: { cookie: string | undefined; 'x-forwarded-for': string | string[] | undefined };
};

export function createFakeHubSpot() {
  let submissions: Submission[] = [];
  let failure: { status: number; remaining: number; mode: 'status' | 'timeout' } | null = null;
  const hanging = new Set<ServerResponse>();

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  async function readBody(request: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);

    if (url.pathname.startsWith('/__control/')) {
      const command = url.pathname.slice('/__control/'.length);
      if (command === 'health') return json(response, 200, { ok: true });
      if (command === 'submissions') return json(response, 200, submissions);
      if (command === 'reset' && request.method === 'POST') {
        submissions = [];
        failure = null;
        for (const held of hanging) held.destroy();
        hanging.clear();
        return json(response, 200, { ok: true });
      }
      if (command === 'fail' && request.method === 'POST') {
        const { status = 503, count, mode = 'status' } = body ? JSON.parse(body) : {};
        failure = { status, remaining: count ?? Infinity, mode };
        return json(response, 200, { ok: true });
      }
      return json(response, 404, { error: 'unknown control command' });
    }

    const match = submitPath.exec(url.pathname);
    if (!match || request.method !== 'POST') {
      return json(response, 404, { status: 'error', message: 'Not found' });
    }
    if (failure && failure.remaining > 0) {
      failure.remaining -= 1;
      if (failure.mode === 'timeout') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      return json(response, failure.status, {
        status: 'error',
        message: failure.status === 400 ? 'The request is not valid' : 'Fake failure',
        errors:
          failure.status === 400
            ? [{ message: 'Error in fields.email', errorType: 'INVALID_EMAIL' }]
            : [],
      });
    }
    const [, secure, portalId, formId] = match;
    if (secure && !/^Bearer .+/.test(request.headers.authorization ?? '')) {
      return json(response, 401, {
        status: 'error',
        message: 'Authentication credentials not found',
      });
    }
    let parsed: { fields?: unknown } | null;
    try {
      parsed = JSON.parse(body);
    } catch {
      return json(response, 400, { status: 'error', message: 'Invalid JSON' });
    }
    if (!Array.isArray(parsed?.fields)) {
      return json(response, 400, { status: 'error', message: 'fields is required' });
    }
    submissions.push({
      portalId,
      formId,
      secure: Boolean(secure),
      body: parsed,
      headers: {
        cookie: request.headers.cookie,
        'x-forwarded-for': request.headers['x-forwarded-for'],
      },
    });
    return json(response, 200, { inlineMessage: 'Thanks for submitting the form.' });
  });
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.FAKE_HUBSPOT_PORT ?? 4015);
  createFakeHubSpot().listen(port, '127.0.0.1', () => {
    console.log(`Fake HubSpot Forms API on http://127.0.0.1:${port}`);
  });
}
