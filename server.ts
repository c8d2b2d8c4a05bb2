/**
 * The production server: what `next start` does, through Next's documented custom-server API
 * (`next({ dev: false })`, `getRequestHandler()`), with one step of ours before Next sees a
 * request. `npm start` runs it; tests and benchmarks start instances the same way.
 *
 * That step (the request gate): forwarding headers are believed from trusted proxies only
 * (lib/client-address.ts), and a request Next would answer without our headers or with a 500
 * (a target that is no path or has a backslash or `//`, a method Next has no handler for, a
 * POST to a build file, an image to resize that is not there) is answered here, with them
 * (lib/request-target.ts). Everything else is Next's, unchanged.
 *
 * Around it, the server's limits (docs/deploying.md, "Limits at the origin"): a request's
 * headers must arrive within 5 s and the whole request, body included, within
 * REQUEST_TIMEOUT_SECONDS (10), or it is answered 408 and closed; a request Node cannot read
 * gets a short 400 (431, 501, 505) and no stack trace; a visitor who goes away mid-request
 * leaves no line in the log.
 *
 *   node server.ts [-p PORT] [-H HOST]     (PORT and HOST are read too; 3000 and 127.0.0.1)
 */
import { statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { parseArgs } from 'node:util';
import { gateForwardedHeaders } from './lib/client-address.ts';
import { wholeNumber } from './lib/env-number.ts';
import { isDisconnect, visitorLine, visitorText } from './lib/log-line.ts';
import {
  buildFileIgnoredHeaders,
  gateAnswer,
  isBuildFile,
  localImageSource,
  type TargetAnswer,
} from './lib/request-target.ts';
import { securityHeaders } from './lib/security-headers.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOST ?? '127.0.0.1';
const requestTimeoutMs = wholeNumber(process.env, 'REQUEST_TIMEOUT_SECONDS', 10) * 1000;

// What `next start` sets before it loads the server, so Next and our code run as in production.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV || 'production' });
process.env.NEXT_RUNTIME = 'nodejs';
const { default: next } = await import('next');

// Next's router logs a request whose visitor went away mid-body as an error (`Error: aborted`,
// ECONNRESET, with a stack), from a catch no option or hook reaches (router-server.js): that
// error alone is left out of the log. Every other line goes through as it was.
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (!args.some(isDisconnect)) logError(...args);
};

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

async function listener(request: IncomingMessage, response: ServerResponse) {
  // A visitor gone mid-body makes the request emit `aborted` (ECONNRESET); Next reads bodies
  // through streams of its own that do not always listen, and the error would reach the log
  // as an uncaughtException. Whoever reads the body still sees it; there is no one to tell.
  request.on('error', () => {});
  gateForwardedHeaders(request);
  const target = request.url ?? '/';
  const answer = gateAnswer(request.method ?? 'GET', target) ?? missingImage(target);
  if (answer && send(response, answer)) return;
  if (isBuildFile(target)) for (const name of buildFileIgnoredHeaders) delete request.headers[name];
  try {
    await handle(request, response);
  } catch (error) {
    // A dropped connection has no one to answer and nothing to report.
    if (request.destroyed && !request.complete) return;
    // As `next start` does: the visitor gets a plain 500, the log the error.
    console.error(`Failed to handle request for ${visitorText(request.url)}`, error);
    if (!response.headersSent) response.statusCode = 500;
    response.end('Internal Server Error');
  }
}

const server = createServer(
  {
    headersTimeout: Math.min(5000, requestTimeoutMs),
    requestTimeout: requestTimeoutMs,
    // How often Node looks for requests past those deadlines (30 s by default).
    connectionsCheckingInterval: 1000,
    // The site has no WebSockets: a request with `Upgrade` is a request like any other, through
    // the gate, not Next's upgrade handler (which logs a stack trace for a target it cannot read).
    shouldUpgradeCallback: () => false,
  },
  (request, response) => void listener(request, response),
);
server.on('clientError', answerClientError);
// CONNECT never reaches the request listener; without this the socket is closed unanswered.
server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
  socket.on('error', () => {});
  socket.end(plainAnswer(501, 'Not Implemented', 'Not implemented: this site is no proxy.\n'));
});
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

const projectDir = import.meta.dirname;
const roots = {
  build: path.join(projectDir, process.env.NEXT_DIST_DIR || '.next', 'static'),
  public: path.join(projectDir, 'public'),
};

/** A 404 for an image to resize whose source is no file of the build or of public/. */
function missingImage(target: string): TargetAnswer | undefined {
  const source = localImageSource(target);
  if (source === undefined) return undefined;
  const [root, rest] = isBuildFile(source)
    ? [roots.build, source.slice('/_next/static/'.length)]
    : [roots.public, source.slice(1)];
  const file = path.resolve(root, rest);
  // A NUL in the name (`%00`) is no file, and statSync throws on it.
  const found =
    file.startsWith(root + path.sep) &&
    !file.includes('\0') &&
    statSync(file, { throwIfNoEntry: false })?.isFile();
  return found ? undefined : { status: 404, body: 'Not found: there is no such image.\n' };
}

/** What Node could not read, by its parser's error code: status and reason phrase. */
const clientErrorStatus: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_INVALID_METHOD: [501, 'Not Implemented'],
  HPE_INVALID_VERSION: [505, 'HTTP Version Not Supported'],
};

/**
 * A request Node's parser refused, or one that did not arrive within its deadline: a short
 * plain answer and the connection closed, as Node's default does, plus one sampled line with
 * the parser's code (never the request's bytes). A connection already gone gets nothing.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  socket.on('error', () => {});
  // Node's own default checks the same: a response already under way cannot take another.
  const current = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason] = clientErrorStatus[error.code ?? ''] ?? [400, 'Bad Request'];
  const body =
    status === 408
      ? 'Request timeout: the request did not arrive in time.\n'
      : `${reason}: the request could not be read.\n`;
  socket.end(plainAnswer(status, reason, body));
  // A request cut short (the connection closed mid-message) is a visitor gone: no line.
  if (status !== 408 && error.code !== 'HPE_INVALID_EOF_STATE')
    visitorLine(
      'client error',
      `[server] ${status} to a request Node could not read (${error.code})`,
    );
}

/** A whole HTTP/1.1 answer as bytes, for a socket no ServerResponse speaks on. */
function plainAnswer(status: number, reason: string, body: string): string {
  const headers = [
    `HTTP/1.1 ${status} ${reason}`,
    'Connection: close',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    ...securityHeaders({ development: false, policy: 'no-content' }).map(
      ({ key, value }) => `${key}: ${value}`,
    ),
  ];
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
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
      response.writeHead(answer.status, {
        ...headers,
        ...(answer.status === 405 ? { Allow: answer.allow } : {}),
        'Cache-Control': 'no-store',
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
