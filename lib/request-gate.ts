import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { gateForwardedHeaders } from './client-address';
import { malformedTargetAnswer, type TargetAnswer } from './request-target';
import { securityHeaders } from './security-headers';

/**
 * What every request meets before `next start` sees it, proxy.ts included: forwarding headers
 * are believed from trusted proxies only (client-address.ts), and a request-target that Next
 * would answer without our headers is answered here (request-target.ts). One wrapper around
 * the HTTP servers' `request` event, installed once by instrumentation.ts as the server starts.
 */
const installed = Symbol.for('solvik.requestGate');

export function installRequestGate(): void {
  const proto = Server.prototype as Server & { [installed]?: true };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      gateForwardedHeaders(request);
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
