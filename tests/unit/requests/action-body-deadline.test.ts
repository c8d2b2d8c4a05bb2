/** @jest-environment node */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

/** The contact form as React posts it, its body given by `body`. */
const contactPost = (body: ReadableStream<Uint8Array>) =>
  new NextRequest('https://www.solvik.example/contact', {
    method: 'POST',
    headers: {
      'next-action': 'a'.repeat(42),
      'content-type': 'multipart/form-data; boundary=b',
      origin: 'https://www.solvik.example',
      host: 'www.solvik.example',
    },
    body,
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1]);

const opening = new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="0"\r\n\r\n');

afterEach(() => jest.useRealTimers());

it('answers 408 to a form that has not arrived within 10 s, and stops reading it', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  let cancelled = false;
  const trickle = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(opening);
    },
    cancel() {
      cancelled = true;
    },
  });
  const pending = proxy(contactPost(trickle));
  await jest.advanceTimersByTimeAsync(9_000);
  expect(cancelled).toBe(false);
  await jest.advanceTimersByTimeAsync(1_100);
  const answer = await pending;
  expect(answer.status).toBe(408);
  expect(await answer.text()).toMatch(/^Request timeout/);
  expect(answer.headers.get('strict-transport-security')).toBeTruthy();
  expect(cancelled).toBe(true);
});

it('answers 400, not 500, to a form whose sender went away mid-body', async () => {
  const cut = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(opening);
      controller.error(new Error('aborted'));
    },
  });
  expect((await proxy(contactPost(cut))).status).toBe(400);
});
