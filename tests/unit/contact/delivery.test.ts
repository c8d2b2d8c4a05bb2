/** @jest-environment node */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  backlog,
  backlogWarning,
  createEntry,
  defaultOutboxDir,
  deliverDue,
  deliverySettings,
  expireRefused,
  fileOutbox,
  nextAttemptDelayMs,
  sendToHubSpot,
  submissionUrl,
  type DeliverySettings,
  type Outbox,
} from '@/lib/contact/delivery.ts';
import { memoryRateLimiter } from '@/lib/contact/rate-limit.ts';
import { initialContactState } from '@/lib/contact/form-state';
import type { ContactServices } from '@/lib/contact/services';
import { handleContactSubmission, hubSpotFields } from '@/lib/contact/submit';
import * as contactEn from '@/content/contact';
import { translations } from '@/content/words';
import { inLocale } from '@/lib/i18n';
import { createSweep } from '@/lib/contact/retry-sweep.ts';
import { createFakeHubSpot } from '@/tests/fake-hubspot/server.ts';

type Recorded = { portalId: string; formId: string; secure: boolean; body: { fields: unknown[] } };

const fake = createFakeHubSpot();
let base = '';
let directory = '';
const quiet = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };

const control = (command: string, body?: unknown) =>
  fetch(`${base}/__control/${command}`, {
    method: body === undefined && command === 'submissions' ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const submissions = async () => (await (await control('submissions')).json()) as Recorded[];

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => fake.close(resolve)));
beforeEach(async () => {
  await control('reset', {});
  directory = await mkdtemp(path.join(tmpdir(), 'contact-outbox-'));
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  jest.restoreAllMocks();
  await rm(directory, { recursive: true, force: true });
});

const settings = (extra: Record<string, string> = {}): DeliverySettings =>
  deliverySettings({
    HUBSPOT_FORMS_URL: base,
    HUBSPOT_TIMEOUT_MS: '500',
    CONTACT_OUTBOX_DIR: directory,
    ...extra,
  });

const entry = () =>
  createEntry({
    portalId: '48151623',
    formId: 'form-1',
    fields: [{ objectTypeId: '0-1', name: 'email', value: 'anna@nordbyggab.example' }],
    context: { pageUri: 'https://www.solvik.example/contact', pageName: 'Contact Us' },
  });

describe('settings and endpoint', () => {
  it("default to HubSpot's API and an 8 s timeout, delivery off until a HUBSPOT_* is set", () => {
    const defaults = deliverySettings({ HOME: '/home/site' });
    expect(defaults.hubSpotConfigured).toBe(false);
    expect(defaults.formsUrl).toBe('https://api.hsforms.com');
    expect(defaults.timeoutMs).toBe(8000);
    expect(defaults.outboxMax).toBe(1000);
    expect(defaults.outboxWarnAfterMs).toBe(3_600_000);
    expect(() => deliverySettings({ HUBSPOT_TIMEOUT_MS: 'soon' })).toThrow(/HUBSPOT_TIMEOUT_MS/);
    expect(() => deliverySettings({ CONTACT_OUTBOX_MAX: '2.5' })).toThrow(/CONTACT_OUTBOX_MAX/);
    for (const name of ['HUBSPOT_PORTAL_ID', 'HUBSPOT_FORM_ID', 'HUBSPOT_ACCESS_TOKEN']) {
      expect(deliverySettings({ [name]: 'x' }).hubSpotConfigured).toBe(true);
    }
    expect(deliverySettings({ HUBSPOT_FORMS_URL: base }).hubSpotConfigured).toBe(true);
  });

  it('keep the outbox outside the release directory by default', () => {
    expect(deliverySettings({ HOME: '/home/site' }).outboxDir).toBe(
      '/home/site/.local/state/solvik/contact-outbox',
    );
    expect(defaultOutboxDir({ HOME: '/home/site', XDG_STATE_HOME: '/var/state' })).toBe(
      '/var/state/solvik/contact-outbox',
    );
    expect(defaultOutboxDir({ STATE_DIRECTORY: '/var/lib/solvik:/var/lib/other' })).toBe(
      '/var/lib/solvik/contact-outbox',
    );
    expect(deliverySettings({ CONTACT_OUTBOX_DIR: 'kept' }).outboxDir).toBe(path.resolve('kept'));
    expect(defaultOutboxDir({}).startsWith(process.cwd())).toBe(false);
  });

  it('uses the secure endpoint with a token', () => {
    const ids = { portalId: '1', formId: 'a b' };
    expect(submissionUrl({ formsUrl: 'https://api.hsforms.com' }, ids)).toBe(
      'https://api.hsforms.com/submissions/v3/integration/submit/1/a%20b',
    );
    expect(submissionUrl({ formsUrl: 'https://api.hsforms.com', accessToken: 't' }, ids)).toBe(
      'https://api.hsforms.com/submissions/v3/integration/secure/submit/1/a%20b',
    );
  });
});

describe('sendToHubSpot', () => {
  it('sends the fields and context, and nothing of the visitor', async () => {
    const sent = entry();
    expect(await sendToHubSpot(sent, settings())).toEqual({ outcome: 'sent', status: 200 });
    const [recorded] = await submissions();
    expect(recorded).toMatchObject({ portalId: '48151623', formId: 'form-1', secure: false });
    expect(recorded?.body).toEqual({ fields: sent.fields, context: sent.context });
  });

  it('sends the token to the secure endpoint', async () => {
    await sendToHubSpot(entry(), settings({ HUBSPOT_ACCESS_TOKEN: 'pat-na1-test' }));
    expect((await submissions())[0]?.secure).toBe(true);
  });

  it.each([
    [503, 'retry'],
    [429, 'retry'],
    [400, 'refused'],
  ])('treats HTTP %i as %s', async (status, outcome) => {
    await control('fail', { status, count: 1 });
    const result = await sendToHubSpot(entry(), settings());
    expect(result).toMatchObject({ outcome, status });
    expect(result.error).toContain(`HTTP ${status}`);
  });

  it('gives up waiting after the timeout, and retries later', async () => {
    await control('fail', { mode: 'timeout', count: 1 });
    expect(await sendToHubSpot(entry(), settings())).toEqual({
      outcome: 'retry',
      error: 'no answer within 500 ms',
    });
  });

  it('retries when HubSpot cannot be reached at all', async () => {
    const result = await sendToHubSpot(
      entry(),
      settings({ HUBSPOT_FORMS_URL: 'http://127.0.0.1:9' }),
    );
    expect(result.outcome).toBe('retry');
  });
});

describe('the file outbox', () => {
  it('lets exactly one of two senders claim an entry', async () => {
    const outbox = fileOutbox(directory);
    const kept = entry();
    await outbox.add(kept);
    const claims = await Promise.all([outbox.claim(kept.id), outbox.claim(kept.id)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await outbox.due(Date.now())).toEqual([]);
  });

  it('does not send an entry that another sender has tried and put back since it was listed', async () => {
    const outbox = fileOutbox(directory);
    const kept = entry();
    await outbox.add(kept);
    const [listed] = await outbox.due(Date.now());
    const held = await outbox.claim(kept.id);
    await outbox.update({ ...kept, attempts: 1, nextAttemptAt: Date.now() + 60_000 });
    expect(held?.id).toBe(kept.id);
    expect(await outbox.claim(listed?.id ?? '')).toBeNull();
    expect((await outbox.claim(kept.id, { force: true }))?.attempts).toBe(1);
  });

  it('delivers each entry once, however many sweeps run at the same time', async () => {
    const outbox = fileOutbox(directory);
    for (let n = 0; n < 5; n++) await outbox.add(entry());
    const reports = await Promise.all(
      [1, 2, 3].map(() => deliverDue(fileOutbox(directory), settings(), { log: quiet })),
    );
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(5);
    expect(await submissions()).toHaveLength(5);
    expect(await readdir(directory)).toEqual([]);
  });

  it('backs off while HubSpot fails, sends when it is back, and keeps what it refuses', async () => {
    const outbox: Outbox = fileOutbox(directory);
    const first = entry();
    await outbox.add(first);
    await control('fail', { status: 503 });
    const now = Date.now();
    expect(await deliverDue(outbox, settings(), { now, log: quiet })).toEqual({
      sent: 0,
      retry: 1,
      refused: 0,
    });
    const [waiting] = await outbox.list();
    expect(waiting).toMatchObject({ id: first.id, state: 'waiting', attempts: 1 });
    expect(waiting?.lastError).toContain('HTTP 503');
    // Not due yet: nothing is sent before its time, unless forced (npm run contact:retry).
    await control('reset', {});
    expect((await deliverDue(outbox, settings(), { log: quiet })).sent).toBe(0);
    expect((await deliverDue(outbox, settings(), { force: true, log: quiet })).sent).toBe(1);
    expect(await outbox.list()).toEqual([]);

    const second = entry();
    await outbox.add(second);
    await control('fail', { status: 400, count: 1 });
    expect((await deliverDue(outbox, settings(), { log: quiet })).refused).toBe(1);
    expect(await outbox.list()).toEqual([
      expect.objectContaining({ id: second.id, state: 'refused' }),
    ]);
    expect(quiet.error).toHaveBeenCalledWith(expect.stringContaining('HubSpot refused'));
    // A refused entry is not sent again by itself.
    expect(await deliverDue(outbox, settings(), { force: true, log: quiet })).toEqual({
      sent: 0,
      retry: 0,
      refused: 0,
    });
  });

  it('waits 30 s after the first failure, doubling to at most an hour', () => {
    expect([1, 2, 3, 10, 20].map(nextAttemptDelayMs)).toEqual([
      30_000, 60_000, 120_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('handleContactSubmission', () => {
  const posted = (extra: Record<string, string> = {}) =>
    new URLSearchParams({
      name: 'Anna Maria Lindqvist',
      email: 'Anna@NordbyggAB.example',
      company: 'Nordbygg AB',
      phone: '',
      topic: 'demo',
      message: 'We would like a demo for our five Nordic companies.',
      ...extra,
    });
  const services = (outbox: Outbox = fileOutbox(directory)): ContactServices => ({
    settings: settings(),
    form: { portalId: '48151623', formId: 'form-1' },
    outbox,
    rateLimiter: memoryRateLimiter({ limit: 2, windowMs: 60_000 }),
  });
  const submit = (s: ContactServices, form = posted(), address = '203.0.113.7') =>
    handleContactSubmission(s, {
      form,
      address,
      page: { uri: 'https://www.solvik.example/contact', name: 'Contact Us' },
      previous: initialContactState,
      // As the contact page's action hands them in (app/_pages/contact/actions.ts).
      messagesIn: (locale) => inLocale(locale, contactEn, translations.contact).contactFields,
    });

  it('sends a valid message as HubSpot contact properties and clears the form', async () => {
    const state = await submit(services());
    expect(state).toMatchObject({ status: 'sent', errors: {}, answer: 1 });
    expect(state.values.email).toBe('');
    const [recorded] = await submissions();
    expect(recorded?.body.fields).toEqual([
      { objectTypeId: '0-1', name: 'firstname', value: 'Anna Maria' },
      { objectTypeId: '0-1', name: 'lastname', value: 'Lindqvist' },
      { objectTypeId: '0-1', name: 'email', value: 'anna@nordbyggab.example' },
      { objectTypeId: '0-1', name: 'company', value: 'Nordbygg AB' },
      { objectTypeId: '0-1', name: 'contact_topic', value: 'Book a demo' },
      {
        objectTypeId: '0-1',
        name: 'message',
        value: 'We would like a demo for our five Nordic companies.',
      },
    ]);
  });

  it('answers in the language of the page the form was sent from', async () => {
    const state = await submit(services(), posted({ company: '', locale: 'sv' }));
    expect(state.status).toBe('invalid');
    expect(state.errors.company).toBe('Ange namnet på ditt företag.');
    expect(await submissions()).toEqual([]);
  });

  it('answers errors with the values kept, and sends nothing', async () => {
    const state = await submit(services(), posted({ email: 'anna@', company: '' }));
    expect(state.status).toBe('invalid');
    expect(Object.keys(state.errors).sort()).toEqual(['company', 'email']);
    expect(state.values.name).toBe('Anna Maria Lindqvist');
    expect(await submissions()).toEqual([]);
  });

  it('answers a bot as a person, and sends and keeps nothing', async () => {
    const state = await submit(services(), posted({ website: 'https://cheap-seo.example' }));
    expect(state.status).toBe('sent');
    expect(await submissions()).toEqual([]);
    expect(await readdir(directory).catch(() => [])).toEqual([]);
  });

  it("does not count a bot's posts against the people who share its address", async () => {
    const shared = services();
    for (let n = 0; n < 5; n++) {
      await submit(shared, posted({ website: 'https://cheap-seo.example' }));
    }
    expect((await submit(shared)).status).toBe('sent');
    expect(await submissions()).toHaveLength(1);
  });

  it('limits the messages per address', async () => {
    const shared = services();
    expect((await submit(shared)).status).toBe('sent');
    expect((await submit(shared)).status).toBe('sent');
    const limited = await submit(shared);
    expect(limited.status).toBe('rate-limited');
    expect(limited.values.company).toBe('Nordbygg AB');
    expect((await submit(shared, posted(), '198.51.100.4')).status).toBe('sent');
    expect(await submissions()).toHaveLength(3);
  });

  it('keeps a message HubSpot does not take, and says so', async () => {
    await control('fail', { status: 502 });
    const outbox = fileOutbox(directory);
    expect((await submit(services(outbox))).status).toBe('queued');
    expect(await outbox.list()).toEqual([
      expect.objectContaining({ state: 'waiting', attempts: 1 }),
    ]);
    await control('fail', { status: 400 });
    expect((await submit(services(outbox), posted({ email: 'b@nordbyggab.example' }))).status).toBe(
      'queued',
    );
    expect((await outbox.list()).map((kept) => kept.state).sort()).toEqual(['refused', 'waiting']);
  });

  it('with no HubSpot settings, keeps the message in the outbox and thanks the visitor plainly', async () => {
    const outbox = fileOutbox(directory);
    const demo: ContactServices = {
      ...services(outbox),
      settings: deliverySettings({ CONTACT_OUTBOX_DIR: directory }),
    };
    const state = await submit(demo);
    expect(state).toMatchObject({ status: 'sent', errors: {} });
    expect(state.values.message).toBe('');
    expect(await submissions()).toEqual([]);
    expect(await outbox.list()).toEqual([
      expect.objectContaining({ state: 'waiting', attempts: 0 }),
    ]);
  });

  it('when the outbox is full, asks the visitor to email instead with their text kept, and logs it', async () => {
    const outbox = fileOutbox(directory);
    const full: ContactServices = {
      ...services(outbox),
      settings: deliverySettings({ CONTACT_OUTBOX_DIR: directory, CONTACT_OUTBOX_MAX: '2' }),
      rateLimiter: memoryRateLimiter({ limit: 10, windowMs: 60_000 }),
    };
    expect((await submit(full)).status).toBe('sent');
    expect((await submit(full, posted(), '198.51.100.4')).status).toBe('sent');
    const turnedAway = await submit(full, posted(), '192.0.2.9');
    expect(turnedAway.status).toBe('full');
    expect(turnedAway.values.message).toContain('five Nordic companies');
    expect(await outbox.count()).toBe(2);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/outbox is full \(2 of 2/));
    // A configured delivery that fails is held to the same bound.
    await control('fail', { status: 503 });
    const configured = { ...full, settings: settings({ CONTACT_OUTBOX_MAX: '2' }) };
    expect((await submit(configured, posted(), '192.0.2.9')).status).toBe('full');
    expect(await outbox.count()).toBe(2);
  });

  it("holds a network's share of the outbox, so one network's 1,000 messages do not close the form to others", async () => {
    const outbox = fileOutbox(directory);
    // The defaults: 1,000 in all, 20 per network, 5 per address per 10 minutes.
    const demo: ContactServices = {
      ...services(outbox),
      settings: deliverySettings({ CONTACT_OUTBOX_DIR: directory }),
      rateLimiter: memoryRateLimiter({ limit: 5, windowMs: 600_000 }),
    };
    const answers = new Map<string, number>();
    for (let host = 1; host <= 200; host++) {
      for (let n = 0; n < 5; n++) {
        const { status } = await submit(demo, posted(), `203.0.113.${host}`);
        answers.set(status, (answers.get(status) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(answers)).toEqual({ sent: 20, full: 980 });
    expect(await outbox.count()).toBe(20);
    const [kept] = await outbox.list();
    expect(kept?.network).toBe('203.0.113.0/24');
    // Everyone else still gets through.
    expect((await submit(demo, posted(), '198.51.100.4')).status).toBe('sent');
    expect((await submit(demo, posted(), '2001:db8:aa:1::/64')).status).toBe('sent');
    // A few lines said so, not 980.
    const fullLines = jest
      .mocked(console.warn)
      .mock.calls.filter(([line]) => String(line).includes('per network'));
    expect(fullLines.length).toBeLessThanOrEqual(11);
  });

  it('does not count refused messages against the outbox: they wait for a person, not for HubSpot', async () => {
    const outbox = fileOutbox(directory);
    await control('fail', { status: 400 });
    const limited: ContactServices = {
      ...services(outbox),
      settings: settings({ CONTACT_OUTBOX_MAX: '2', CONTACT_OUTBOX_MAX_PER_NETWORK: '2' }),
      rateLimiter: memoryRateLimiter({ limit: 10, windowMs: 60_000 }),
    };
    for (let n = 0; n < 3; n++) expect((await submit(limited)).status).toBe('queued');
    expect((await outbox.list()).map((kept) => kept.state)).toEqual([
      'refused',
      'refused',
      'refused',
    ]);
    await control('fail', { status: 503 });
    expect((await submit(limited)).status).toBe('queued');
  });

  it('says plainly when even the outbox fails, and keeps the text in the form', async () => {
    await control('fail', { status: 500 });
    const broken: Outbox = {
      ...fileOutbox(directory),
      add: () => Promise.reject(new Error('disk full')),
    };
    const state = await submit(services(broken));
    expect(state.status).toBe('failed');
    expect(state.values.message).toContain('five Nordic companies');
  });

  it('leaves out empty properties and keeps a one-word name as the first name', () => {
    const fields = hubSpotFields({
      name: 'Cher',
      email: 'c@x.se',
      company: 'X',
      phone: '',
      topic: 'other',
      message: 'Hello there, world',
    });
    expect(fields.map((field) => field.name)).toEqual([
      'firstname',
      'email',
      'company',
      'contact_topic',
      'message',
    ]);
  });
});

describe('messages that wait too long', () => {
  const hour = 3_600_000;
  const stored = async (outbox: Outbox, createdAt: number) => {
    const kept = createEntry(
      {
        portalId: '48151623',
        formId: 'form-1',
        fields: [{ objectTypeId: '0-1', name: 'email', value: 'anna@nordbyggab.example' }],
        context: { pageUri: 'https://www.solvik.example/contact', pageName: 'Contact Us' },
      },
      createdAt,
    );
    await outbox.add(kept);
    return kept;
  };

  it('are counted with the age of the oldest', async () => {
    const outbox = fileOutbox(directory);
    expect(await backlog(outbox)).toBeNull();
    const now = Date.UTC(2026, 10, 26, 12);
    await stored(outbox, now - 3 * hour);
    await stored(outbox, now - hour / 2);
    expect(await backlog(outbox, now)).toEqual({
      count: 2,
      refused: 0,
      oldestAt: now - 3 * hour,
      oldestAgeMs: 3 * hour,
    });
  });

  it('are named in a warning with the count and the age, only past the limit', () => {
    const demo = deliverySettings({ CONTACT_OUTBOX_DIR: directory });
    const found = {
      count: 3,
      refused: 1,
      oldestAt: Date.UTC(2026, 10, 26),
      oldestAgeMs: 2.5 * hour,
    };
    expect(backlogWarning(found, demo, 'files in /x')).toBe(
      '[contact] 3 message(s) waiting in the outbox (files in /x), 1 refused by HubSpot; the oldest for 2.5 h, since 2026-11-26T00:00:00.000Z, because no HubSpot delivery is configured (HUBSPOT_*). Read them with `npm run contact:retry -- --list` (docs/contact-form.md).',
    );
    expect(backlogWarning({ ...found, oldestAgeMs: hour - 1 }, demo, 'x')).toBeNull();
    expect(backlogWarning(null, demo, 'x')).toBeNull();
    expect(backlogWarning(found, settings(), 'x')).toContain('because HubSpot has not taken them');
  });

  it('are warned about by the sweep once per period while they wait, and not sent without settings', async () => {
    const outbox = fileOutbox(directory);
    const start = Date.now();
    await stored(outbox, start - 2 * hour);
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const sweep = createSweep(deliverySettings({ CONTACT_OUTBOX_DIR: directory }), {
      open: async () => outbox,
      log,
    });
    await sweep(start);
    await sweep(start + 60_000);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[contact\] 1 message\(s\) waiting .* for 2\.0 h/),
    );
    await sweep(start + hour);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(await submissions()).toEqual([]);
    expect(await outbox.count()).toBe(1);
  });

  it('when refused by HubSpot, are deleted after the documented days, or when more are refused than the outbox holds', async () => {
    const outbox = fileOutbox(directory);
    const day = 24 * hour;
    const now = Date.UTC(2026, 10, 26, 12);
    const refused = async (daysAgo: number) => {
      const kept = { ...entry(), createdAt: now - daysAgo * day };
      await outbox.refuse({ ...kept, refused: true, lastAttemptAt: now - daysAgo * day });
      return kept.id;
    };
    const old = await refused(15);
    const recent = [await refused(13), await refused(2), await refused(1)];
    const waiting = await stored(outbox, now - 20 * day);
    const log = { warn: jest.fn() };
    const limits = deliverySettings({ CONTACT_OUTBOX_DIR: directory, CONTACT_OUTBOX_MAX: '2' });
    expect(limits.refusedKeepMs).toBe(14 * day);
    expect(await expireRefused(outbox, limits, { now, log })).toBe(2);
    const left = await outbox.list();
    expect(left.map((kept) => kept.id).sort()).toEqual([recent[1], recent[2], waiting.id].sort());
    expect(left.map((kept) => kept.id)).not.toContain(old);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(old));
    // The sweep does it every round.
    const sweep = createSweep(
      deliverySettings({ CONTACT_OUTBOX_DIR: directory, CONTACT_OUTBOX_REFUSED_DAYS: '1' }),
      { open: async () => outbox, log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } },
    );
    await sweep(now + hour);
    expect((await outbox.list()).map((kept) => kept.state)).toEqual(['waiting']);
  });

  it('are sent by the sweep once HubSpot is configured, and then nothing is left to warn about', async () => {
    const outbox = fileOutbox(directory);
    await stored(outbox, Date.now() - 2 * hour);
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const sweep = createSweep(settings(), { open: async () => outbox, log });
    expect(await sweep()).toBeNull();
    expect(await submissions()).toHaveLength(1);
    expect(log.warn).not.toHaveBeenCalled();
    expect(await outbox.count()).toBe(0);
  });
});
