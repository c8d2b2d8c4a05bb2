/**
 * HTTP as the tests need it: one request answered as it came (no redirects followed, nothing
 * kept between requests), from a chosen loopback address or behind a PROXY-protocol header
 * written by hand, as a TLS terminator sends it; and the contact form posted as a browser
 * without JavaScript posts it.
 */
import assert from 'node:assert/strict';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { once } from 'node:events';
import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';

export type SendOptions = {
  method?: string;
  headers?: Record<string, string> | [string, string][];
  localAddress?: string;
  proxyFrom?: string;
  body?: string | Buffer;
};

/** An answer as it came: the body decompressed when gzipped. */
export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/**
 * One request to 127.0.0.1:`port`. `target` may be an absolute-form URL; `localAddress` picks
 * the client's loopback address; `proxyFrom` sends a PROXY v1 header first, naming that
 * address as the client's. `headers` may be an array of [name, value] pairs (a header twice).
 */
export function send(port: number, target: string, options: SendOptions = {}): Promise<Answer> {
  if (options.proxyFrom) return sendBehindProxyHeader(port, target, options);
  const { method = 'GET', headers = {}, localAddress, body } = options;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method,
        headers: Array.isArray(headers) ? headers.flat() : headers,
        localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const gzip = response.headers['content-encoding'] === 'gzip' && raw.length > 0;
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: (gzip ? gunzipSync(raw) : raw).toString('utf8'),
          });
        });
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${target}: no answer in 15 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The request as a TLS terminator passes it on: a PROXY v1 header naming `proxyFrom` as the
 * client, then the request, on one connection that closes after the answer. (Written by hand:
 * Node's HTTP client sends its request ahead of anything written on a socket it is given.)
 */
async function sendBehindProxyHeader(
  port: number,
  target: string,
  { method = 'GET', headers = {}, proxyFrom = '', body }: SendOptions,
): Promise<Answer> {
  const socket = connect({ host: '127.0.0.1', port });
  await once(socket, 'connect');
  const family = proxyFrom.includes(':') ? 'TCP6' : 'TCP4';
  const local = family === 'TCP6' ? '::1' : '127.0.0.1';
  const payload = Buffer.from(body ?? '');
  const lines = [
    `PROXY ${family} ${proxyFrom} ${local} 40000 ${port}`,
    `${method} ${target} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: close',
    `Content-Length: ${payload.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.end(Buffer.concat([Buffer.from(lines.join('\r\n') + '\r\n\r\n'), payload]));
  await once(socket, 'close');
  const raw = Buffer.concat(chunks);
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine, ...headerLines] = raw.subarray(0, split).toString('latin1').split('\r\n');
  const answer = {
    status: Number(statusLine?.split(' ')[1]),
    headers: {} as Record<string, string>,
  };
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    answer.headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let content: Buffer = raw.subarray(split + 4);
  if (answer.headers['transfer-encoding'] === 'chunked') content = unchunk(content);
  const gzip = answer.headers['content-encoding'] === 'gzip' && content.length > 0;
  return { ...answer, body: (gzip ? gunzipSync(content) : content).toString('utf8') };
}

function unchunk(buffer: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = buffer.indexOf('\r\n', at);
    const size = parseInt(buffer.subarray(at, end).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(buffer.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
}

export const browser = { 'accept-encoding': 'gzip, deflate, br' };

/** The server action's hidden fields of the contact form in a page, as a browser sends them. */
export function actionFields(html: string): [string, string][] {
  // The page has other forms (the header's search); the contact form is the one with a body.
  const forms = html
    .split('<form')
    .slice(1)
    .map((rest) => rest.slice(0, rest.indexOf('</form>')));
  const form = forms.find((candidate) => /method="post"/i.test(candidate)) ?? '';
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const hidden = [
    ...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g),
  ].map(([, name = '', value = '']): [string, string] => [unescape(name), unescape(value)]);
  assert.ok(hidden.length > 0, 'the server action fields are in the page');
  return hidden;
}

/** The contact form of a page, filled in, as the browser posts it without JavaScript. */
export function contactPost(html: string, values: Record<string, string>) {
  const hidden = actionFields(html);
  const boundary = '----contact-test';
  const body =
    [...hidden, ...Object.entries(values)]
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return {
    body,
    headers: { ...browser, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
