/**
 * Faults under load, shared by tests/multi-instance/faults.test.ts and `npm run bench:faults`:
 * two `next start` instances of the .next-cms build on one Redis behind Varnish
 * (deploy/varnish), the fake Contentful and the fake HubSpot. Visitors keep asking Varnish for
 * pages, news and made-up addresses (misses the instances must answer) while the news keys are
 * soft-purged (expired pages refreshed in the background), and post the contact form as a
 * browser without JavaScript does, while, one after the other:
 *
 *   a. instance A is stopped (and HubSpot fails, so messages wait in the outbox),
 *   b. Redis is restarted (with its append-only file, as the outbox needs),
 *   c. instance B is restarted: with A still down, no instance is up until B is back,
 *
 * then A comes back (unless `bringBackA` is false). Each answer is recorded with the phase it
 * was asked in; the messages are matched against what the fake HubSpot received once the
 * outbox has been swept.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createFakeHubSpot } from '../fake-hubspot/server.ts';
import { cmsFrontDoor, projectDir, waitFor } from './cluster.ts';
import { actionFields } from './requests.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PURGE_TOKEN = 'faults-purge-token-0123456789abcdef0123456789';
const browser = { 'accept-encoding': 'gzip, deflate, br' };

/** Pages Varnish holds once warmed: with every instance down, grace must still answer them. */
const CACHED_PAGES = [
  '/',
  '/about',
  '/services/global-payroll',
  '/career',
  '/sv',
  '/sv/career',
  '/news',
  '/sv/news',
  '/news/netsuite-oneworld-nordic-subsidiaries',
  '/news/client-day-2026',
];

export const PHASES = {
  both: 'both instances up',
  a: 'a. instance A stopped',
  b: 'b. Redis restarted',
  down: 'c. no instance up (B restarting, A down)',
  c: 'c. instance B back, A down',
  back: 'both instances back',
};
type Phase = (typeof PHASES)[keyof typeof PHASES];

/** One visitor's request: the phase it was asked in, what it asked, how it went. */
export type Sample = {
  phase: Phase;
  kind: 'cached' | 'miss';
  target: string | undefined;
  status: number;
  ms: number;
  at: number;
};

/** One contact message posted, and the form's answer in the page. */
type Post = {
  email: string;
  phase: Phase;
  status: number;
  answer: string | undefined;
  ms: number;
};

/** A submission as the fake HubSpot recorded it. */
type Submission = { body: { fields: { name: string; value: string }[] } };

function multipart(fields: [string, string][]) {
  const boundary = '----faults-under-load';
  const body =
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** The form's answer as the page renders it: its state travels in the page's RSC payload. */
function formStatus(html: string) {
  return /\\?"status\\?":\\?"(sent|queued|failed|full|rate-limited|invalid|idle)\\?"/.exec(
    html,
  )?.[1];
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** requests, 5xx, other errors and p50/p95 per phase (and per kind: cached page or miss). */
export function summarize(samples: Sample[]) {
  const rows = [];
  for (const phase of Object.values(PHASES)) {
    const inPhase = samples.filter((s) => s.phase === phase);
    if (inPhase.length === 0) continue;
    const ms = inPhase.map((s) => s.ms).sort((a, b) => a - b);
    rows.push({
      phase,
      requests: inPhase.length,
      fivexx: inPhase.filter((s) => s.status >= 500).length,
      fivexxCached: inPhase.filter((s) => s.status >= 500 && s.kind === 'cached').length,
      cachedNot200: inPhase.filter((s) => s.kind === 'cached' && s.status !== 200).length,
      failed: inPhase.filter((s) => s.status === 0).length,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      seconds:
        (Math.max(...inPhase.map((s) => s.at)) - Math.min(...inPhase.map((s) => s.at))) / 1000,
    });
  }
  return rows;
}

/**
 * Runs the scenario and returns { samples, posts, submissions, outboxLeft, logs }.
 * `phaseMs`: how long each phase lasts under load; `workers`: concurrent visitors;
 * `postEveryMs`: how often a contact message is posted; `bringBackA: false` ends once B is back
 * (A's return adds a start of `next start` and nothing the test asserts).
 */
export async function runFaultScenario({
  varnishPort = 6098,
  instancePort = 3160,
  redisPort = 6386,
  cdaPort = 4016,
  phaseMs = 4000,
  workers = 6,
  postEveryMs = 400,
  bringBackA = true,
  log = () => {},
}: {
  varnishPort?: number;
  instancePort?: number;
  redisPort?: number;
  cdaPort?: number;
  phaseMs?: number;
  workers?: number;
  postEveryMs?: number;
  bringBackA?: boolean;
  log?: (message: string) => void;
} = {}) {
  const hubspot = createFakeHubSpot();
  const names = ['A', 'B'];
  let site: Awaited<ReturnType<typeof cmsFrontDoor>> | undefined;
  let hubspotUrl = '';
  /** The front door, once started. */
  const started = () => {
    if (!site) throw new Error('the front door is not up');
    return site;
  };
  const start = (name: string) => started().startInstance(names.indexOf(name));
  const stop = (name: string) => started().stopInstance(names.indexOf(name));
  const hubspotControl = (command: string, body?: object) =>
    fetch(`${hubspotUrl}/__control/${command}`, {
      method: body ? 'POST' : 'GET',
      body: body && JSON.stringify(body),
    }).then((response) => response.json());
  /** Waits until Varnish's probes see exactly these instances as healthy. */
  const seenHealthy = (expected: string[]) =>
    waitFor(
      () => {
        const healthy = started()
          .varnish.healthyBackends()
          .filter((name) => /^instance_\d$/.test(name))
          .sort();
        return (
          healthy.join(',') === expected.map((n) => `instance_${names.indexOf(n) + 1}`).join(',')
        );
      },
      {
        timeoutMs: 30_000,
        intervalMs: 200,
        what: `Varnish sees ${expected.join(' and ') || 'none'} healthy`,
      },
    );

  await new Promise<void>((resolve) => hubspot.listen(0, '127.0.0.1', resolve));
  try {
    hubspotUrl = `http://127.0.0.1:${(hubspot.address() as AddressInfo).port}`;
    site = await cmsFrontDoor({
      port: varnishPort,
      instancePorts: [instancePort, instancePort + 1],
      redisPort,
      cdaPort,
      purgeToken: PURGE_TOKEN,
      // Redis keeps its append-only file across the restart, as the outbox needs.
      persist: true,
      env: {
        HUBSPOT_FORMS_URL: hubspotUrl,
        HUBSPOT_TIMEOUT_MS: '2000',
        // Every post comes from this one test client: the limits are not what is tested here.
        CONTACT_RATE_LIMIT: '100000',
        CONTACT_OUTBOX_MAX_PER_NETWORK: '100000',
        CONTACT_RETRY_INTERVAL_MS: '1000',
        COMPRESS_RESPONSES: 'false',
      },
    });
    const { redis } = site;
    log('instances started');
    await seenHealthy(['A', 'B']);
    log('Varnish sees both');
    const origin = site.origin;

    // Warm: every cached page is in Varnish before the faults start.
    for (const page of [...CACHED_PAGES, '/contact']) {
      await waitFor(
        async () =>
          (await fetch(`${origin}${page}`, { headers: browser })).headers.get('x-cache') === 'HIT',
        { timeoutMs: 20_000, intervalMs: 200, what: `${page} cached by Varnish` },
      );
    }
    const hidden = actionFields(await (await fetch(`${origin}/contact`)).text());
    log('Varnish warmed');

    let phase: Phase = PHASES.both;
    let running = true;
    const samples: Sample[] = [];
    const posts: Post[] = [];
    const t0 = Date.now();
    let miss = 0;
    const visitor = async (worker: number) => {
      for (let i = worker; running; i += workers) {
        // Three in four are pages Varnish holds; the rest are misses the instances must answer.
        const kind: Sample['kind'] = i % 4 === 3 ? 'miss' : 'cached';
        const target =
          kind === 'cached'
            ? CACHED_PAGES[i % CACHED_PAGES.length]
            : `${miss % 2 ? '/news' : '/sv/news'}/no-such-post-${Date.now().toString(36)}-${miss++}`;
        const asked = phase;
        const started = performance.now();
        let status = 0;
        try {
          const response = await fetch(`${origin}${target}`, {
            headers: browser,
            signal: AbortSignal.timeout(15_000),
          });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          status = 0;
        }
        samples.push({
          phase: asked,
          kind,
          target,
          status,
          ms: performance.now() - started,
          at: Date.now() - t0,
        });
      }
    };
    // The news keys expire every second: Varnish refreshes them from whichever instance is up.
    const purger = async () => {
      while (running) {
        await fetch(`${origin}/`, {
          method: 'PURGE',
          headers: {
            authorization: `Bearer ${PURGE_TOKEN}`,
            'xkey-softpurge': 'news:list news:index',
          },
        }).catch(() => {});
        await sleep(1000);
      }
    };
    const poster = async () => {
      for (let n = 0; running; n++) {
        const email = `faults-${t0.toString(36)}-${n}@nordbygg.example`;
        const asked = phase;
        const { body, type } = multipart([
          ...hidden,
          ['name', 'Anna Lindqvist'],
          ['email', email],
          ['company', 'Nordbygg AB'],
          ['phone', ''],
          ['topic', 'sales'],
          ['message', `Message ${n}, posted while the site is under load: ${asked}.`],
          ['website', ''],
        ]);
        const started = performance.now();
        let status = 0;
        let answer;
        try {
          const response = await fetch(`${origin}/contact`, {
            method: 'POST',
            headers: { ...browser, 'content-type': type },
            body,
            signal: AbortSignal.timeout(20_000),
          });
          const html = await response.text();
          status = response.status;
          answer = formStatus(html);
        } catch {
          status = 0;
        }
        posts.push({ email, phase: asked, status, answer, ms: performance.now() - started });
        await sleep(postEveryMs);
      }
    };
    const load = [
      ...Array.from({ length: workers }, (_, worker) => visitor(worker)),
      purger(),
      poster(),
    ];

    const steps = async () => {
      log(phase);
      await sleep(phaseMs);

      phase = PHASES.a;
      log(phase);
      await hubspotControl('fail', { status: 503 });
      await stop('A');
      await sleep(phaseMs);
      // HubSpot takes messages again (a reset would forget those it has).
      await hubspotControl('fail', { count: 0 });

      phase = PHASES.b;
      log(phase);
      await redis.stop();
      await sleep(Math.min(1000, phaseMs / 2));
      await redis.start();
      await sleep(phaseMs);

      phase = PHASES.down;
      log(phase);
      await stop('B');
      await sleep(Math.min(1000, phaseMs / 2));
      await start('B');
      await seenHealthy(['B']);

      phase = PHASES.c;
      log(phase);
      await sleep(phaseMs);
      if (!bringBackA) return;
      await start('A');
      await seenHealthy(['A', 'B']);

      phase = PHASES.back;
      log(phase);
      await sleep(phaseMs);
    };
    try {
      await steps();
    } finally {
      running = false;
      await Promise.all(load);
    }

    // After recovery: the operator's `npm run contact:retry` sends what still waits.
    const retry = await runContactRetry({ REDIS_URL: redis.url, HUBSPOT_FORMS_URL: hubspotUrl });
    log('outbox swept');
    const submissions = (await hubspotControl('submissions')) as Submission[];
    const { instances } = site;
    const logs = Object.fromEntries(
      names.flatMap((name, n) => {
        const instance = instances[n];
        return instance?.running ? [[name, instance.output()]] : [];
      }),
    );
    return { samples, posts, submissions, retry, logs };
  } finally {
    await site?.stop();
    await new Promise((resolve) => hubspot.close(resolve));
  }
}

function runContactRetry(
  extraEnv: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(projectDir, 'scripts/contact-retry.ts')], {
      cwd: projectDir,
      env: { ...process.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Each email's count among HubSpot's submissions. */
export function deliveries(submissions: Submission[]) {
  const counts = new Map<string | undefined, number>();
  for (const submission of submissions) {
    const email = submission.body.fields.find((field) => field.name === 'email')?.value;
    counts.set(email, (counts.get(email) ?? 0) + 1);
  }
  return counts;
}
