/**
 * The contact form's outbox and rate limit in Redis, as several instances share them: two
 * outboxes on their own connections sweep the same entries at once against the fake HubSpot,
 * and each entry reaches HubSpot exactly once; the rate limit counts across instances.
 *
 *   npm run test:multi-instance   (REDIS_TEST_PORT + 2, default 6382)
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import {
  contactRedisClient,
  createEntry,
  deliverDue,
  deliverySettings,
  redisOutbox,
} from '../../lib/contact/delivery.ts';
import { redisRateLimiter } from '../../lib/contact/rate-limit.ts';
import { createFakeHubSpot } from '../fake-hubspot/server.ts';
import { redisServer } from './cluster.ts';

const redis = redisServer(Number(process.env.REDIS_TEST_PORT ?? 6380) + 2);
const fake = createFakeHubSpot();
const PREFIX = 'contact-test:';
const quiet = { info() {}, warn() {}, error() {} };
let base: string;
const clients: ReturnType<typeof contactRedisClient>['client'][] = [];

async function connect() {
  const { client, ready } = contactRedisClient(redis.url);
  await ready;
  clients.push(client);
  return client;
}

/** The fake's control API: a command, posted with `body` when there is one. */
const control = (command: string, body?: object) =>
  fetch(`${base}/__control/${command}`, {
    method: body ? 'POST' : 'GET',
    body: body && JSON.stringify(body),
  }).then((response) => response.json());

beforeAll(async () => {
  await redis.start();
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await new Promise((resolve) => fake.close(resolve));
  await redis.remove();
});

const entry = (n: number | string) =>
  createEntry({
    portalId: '48151623',
    formId: 'form-1',
    fields: [{ objectTypeId: '0-1', name: 'email', value: `buyer-${n}@nordbyggab.example` }],
    context: { pageUri: 'https://www.solvik.example/contact', pageName: 'Contact Us' },
  });

test('two instances sweeping one Redis outbox send each entry exactly once', async () => {
  const settings = deliverySettings({ HUBSPOT_FORMS_URL: base, HUBSPOT_TIMEOUT_MS: '2000' });
  const [a, b] = [redisOutbox(await connect(), PREFIX), redisOutbox(await connect(), PREFIX)];
  for (let n = 0; n < 20; n++) await (n % 2 ? a : b).add(entry(n));
  // The bound counts every entry, whichever instance added it.
  assert.equal(await a.count(), 20);

  // HubSpot down: both keep every entry, scheduled for later.
  await control('fail', { status: 503 });
  const down = await Promise.all(
    [a, b].map((outbox) => deliverDue(outbox, settings, { log: quiet })),
  );
  assert.equal(
    down.reduce((sum, report) => sum + report.retry, 0),
    20,
  );
  assert.equal((await a.list()).length, 20);
  assert.deepEqual(await a.due(Date.now()), []);

  // Back: forced sweeps on both at once deliver each entry once and empty the outbox.
  await control('reset', {});
  const up = await Promise.all(
    [a, b, a, b].map((outbox) => deliverDue(outbox, settings, { force: true, log: quiet })),
  );
  assert.equal(
    up.reduce((sum, report) => sum + report.sent, 0),
    20,
  );
  const submissions = (await control('submissions')) as { body: { fields: { value: string }[] } }[];
  const emails = submissions.map((s) => s.body.fields[0]?.value);
  assert.equal(emails.length, 20);
  assert.equal(new Set(emails).size, 20);
  assert.deepEqual(await b.list(), []);
});

test('a refused entry is kept in Redis, apart from the waiting ones', async () => {
  const settings = deliverySettings({ HUBSPOT_FORMS_URL: base });
  const outbox = redisOutbox(await connect(), PREFIX);
  const kept = entry('refused');
  await outbox.add(kept);
  await control('fail', { status: 400, count: 1 });
  assert.equal((await deliverDue(outbox, settings, { log: quiet })).refused, 1);
  const [listed] = await outbox.list();
  assert.equal(listed?.id, kept.id);
  assert.equal(listed?.state, 'refused');
  assert.deepEqual(await outbox.due(Date.now(), { force: true }), []);
});

test('the rate limit counts one address across instances', async () => {
  const options = { limit: 3, windowMs: 60_000 };
  const [a, b] = [
    redisRateLimiter(await connect(), PREFIX, options),
    redisRateLimiter(await connect(), PREFIX, options),
  ];
  const answers = [];
  for (const limiter of [a, b, a, b]) answers.push(await limiter.hit('203.0.113.9'));
  assert.deepEqual(answers, [true, true, true, false]);
  assert.equal(await b.hit('198.51.100.1'), true);
});
