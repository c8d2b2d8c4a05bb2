import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { securityHeaders } from './security-headers';

/**
 * Two kinds of request that `next start` answers before any of our code runs, proxy.ts
 * included, and so without our headers: a request-target that is no path (`OPTIONS *`,
 * `GET *`), which Next answers 500 with a stack trace in the log, and a path with a doubled
 * slash or a backslash (`//services`), which Next redirects to its clean form. These are
 * answered here instead, by a wrapper around the server's request event that lets every other
 * request through untouched (`answerMalformedTargets`, installed by instrumentation.ts).
 */
export type TargetAnswer = { status: 400; body: string } | { status: 308; location: string };

/** The answer to a request-target Next cannot take as it is, or undefined for every other. */
export function malformedTargetAnswer(target: string): TargetAnswer | undefined {
  if (!target.startsWith('/')) {
    // The absolute form (`GET http://host/path`) is HTTP's own, and Next reads it.
    if (/^[a-z][a-z\d+.-]*:\/\//i.test(target)) return undefined;
    return { status: 400, body: 'Bad request: the request-target must be a path.\n' };
  }
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  if (!/\\|\/\//.test(path)) return undefined;
  // Next's own clean form, and in the same step without the trailing slash proxy.ts removes.
  const clean = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  const location = (clean.length > 1 ? clean.replace(/\/$/, '') : clean) || '/';
  return { status: 308, location: location + (query === -1 ? '' : target.slice(query)) };
}

const installed = Symbol.for('solvik.malformedTargets');

/** Answers malformed request-targets before the server's own handler sees them. */
export function answerMalformedTargets(): void {
  const proto = Server.prototype as Server & { [installed]?: true };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      const answer = malformedTargetAnswer(request.url ?? '/');
      if (answer && send(response, answer)) return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as Server['emit'];
}

/** Sends the answer; false when it cannot go out (Next then answers as it would). */
function send(response: ServerResponse, answer: TargetAnswer): boolean {
  const development = process.env.NODE_ENV === 'development';
  const headers: Record<string, string> = {};
  for (const { key, value } of securityHeaders({ development, policy: 'no-content' })) {
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
