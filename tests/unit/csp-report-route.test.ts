/** @jest-environment node */
import { reportDeadlineMs } from '@/lib/csp-reports';

type Post = (request: Request) => Promise<Response>;

/** The route with a log of its own: each test starts with the route's limits and counts fresh. */
async function freshRoute(): Promise<Post> {
  let post: Post | undefined;
  await jest.isolateModulesAsync(async () => {
    post = (await import('@/app/api/csp-report/route')).POST;
  });
  if (!post) throw new Error('route not loaded');
  return post;
}

const report = (fields: Record<string, string>, address = '203.0.113.7', body?: BodyInit) =>
  new Request('http://127.0.0.1/api/csp-report', {
    method: 'POST',
    headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': address },
    body: body ?? JSON.stringify({ 'csp-report': fields }),
    duplex: 'half',
  } as RequestInit);

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  jest.useRealTimers();
});

const written = () => warn.mock.calls.map((call) => call.map(String).join(' '));

it('writes a report as one line: a newline, a CR or an ANSI escape in a field cannot forge another', async () => {
  const post = await freshRoute();
  const answer = await post(
    report({
      'document-uri': 'https://www.solvik.example/\n[contact] Kept 0000 in the outbox',
      'blocked-uri': '\u001b[31mhttps://evil.example/x.js\r[csp] fine',
      'effective-directive': 'script-src-elem',
    }),
  );
  expect(answer.status).toBe(204);
  const lines = written();
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toMatch(/[\r\n\u001b]/);
  expect(lines[0]).toContain('\\n[contact] Kept 0000 in the outbox');
  expect(lines[0]).toContain('\\x1b[31mhttps://evil.example/x.js\\r[csp] fine');
});

it('writes ten lines a minute however many reports arrive', async () => {
  const post = await freshRoute();
  for (let n = 0; n < 40; n++) {
    const answer = await post(
      report({ 'blocked-uri': `https://e${n}.example/` }, `198.51.100.${n}`),
    );
    expect(answer.status).toBe(204);
  }
  expect(written()).toHaveLength(10);
});

it('answers 408 to a report that has not arrived in time, and holds nothing after', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  const post = await freshRoute();
  let cancelled = false;
  const trickle = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"csp-report":'));
    },
    cancel() {
      cancelled = true;
    },
  });
  const pending = post(report({}, undefined, trickle));
  await jest.advanceTimersByTimeAsync(reportDeadlineMs + 10);
  const answer = await pending;
  expect(answer.status).toBe(408);
  expect(cancelled).toBe(true);
  expect(written()).toHaveLength(0);
});

it('answers 400, not 500, to a report whose sender went away mid-body', async () => {
  const post = await freshRoute();
  const cut = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"csp-report":{"blocked-uri":"x'));
      controller.error(new Error('aborted'));
    },
  });
  expect((await post(report({}, undefined, cut))).status).toBe(400);
});

it('answers 204 to truncated or deeply nested JSON, and 413 to an endless body', async () => {
  const post = await freshRoute();
  expect((await post(report({}, undefined, '{"csp-report":{"blocked-uri":'))).status).toBe(204);
  expect((await post(report({}, undefined, '['.repeat(10_000)))).status).toBe(204);
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new Uint8Array(4096));
    },
  });
  expect((await post(report({}, undefined, endless))).status).toBe(413);
  expect(written()).toHaveLength(0);
});
