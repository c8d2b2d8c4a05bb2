/**
 * The production server: what `next start` does, through Next's documented custom-server API
 * (`next({ dev: false })`, `getRequestHandler()`), with one step of ours before Next sees a
 * request. `npm start` runs it; tests and benchmarks start instances the same way.
 *
 * That step (the request gate): forwarding headers are believed from trusted proxies only
 * (lib/client-address.ts), and a request-target Next would answer without our headers (an
 * absolute-form or `*` target, a path with a backslash or `//`) is answered here, with them
 * (lib/request-target.ts). Everything else is Next's, unchanged.
 *
 *   node server.ts [-p PORT] [-H HOST]     (PORT and HOST are read too; 3000 and 127.0.0.1)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { gateForwardedHeaders } from './lib/client-address.ts';
import { malformedTargetAnswer, type TargetAnswer } from './lib/request-target.ts';
import { securityHeaders } from './lib/security-headers.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOST ?? '127.0.0.1';

// What `next start` sets before it loads the server, so Next and our code run as in production.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV || 'production' });
process.env.NEXT_RUNTIME = 'nodejs';
const { default: next } = await import('next');

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

async function listener(request: IncomingMessage, response: ServerResponse) {
  gateForwardedHeaders(request);
  const answer = malformedTargetAnswer(request.url ?? '/');
  if (answer && send(response, answer)) return;
  try {
    await handle(request, response);
  } catch (error) {
    // As `next start` does: the visitor gets a plain 500, the log the error.
    console.error(`Failed to handle request for ${request.url}`, error);
    if (!response.headersSent) response.statusCode = 500;
    response.end('Internal Server Error');
  }
}

const server = createServer((request, response) => void listener(request, response));
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname}:${port}`);
});

// As `next start` does on a stop: no new connections, the open requests finished, then out.
for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGINT', 130],
] as const) {
  process.once(signal, () => {
    server.close(() => void app.close().finally(() => process.exit(code)));
    server.closeIdleConnections();
  });
}

/** Sends the gate's answer; false when it cannot go out (Next then answers as it would). */
function send(response: ServerResponse, answer: TargetAnswer): boolean {
  const headers: Record<string, string> = {};
  for (const { key, value } of securityHeaders({ development: false, policy: 'no-content' })) {
    headers[key] = value;
  }
  try {
    if (answer.status === 308) {
      response.writeHead(308, { ...headers, Location: answer.location, 'Content-Length': '0' });
      response.end();
    } else {
      response.writeHead(400, {
        ...headers,
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(answer.body)),
      });
      response.end(answer.body);
    }
    return true;
  } catch {
    // A location Node refuses as a header value: nothing has been sent yet.
    return false;
  }
}
