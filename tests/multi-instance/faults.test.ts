/**
 * Faults under load (tests/multi-instance/faults-scenario.ts): through Varnish, while one
 * instance is stopped, Redis restarts and the other instance restarts, no answer is a 5xx as
 * long as an instance is up; with none up, grace answers every page Varnish held; every contact
 * message the site accepted reaches HubSpot exactly once after recovery, and none it turned
 * away does. `npm run bench:faults` runs the same scenario longer and prints its figures.
 *
 *   npm run build:cms && npx jest -c tests/multi-instance/jest.config.ts tests/multi-instance/faults.test.ts
 *
 * Ports (127.0.0.1): FAULTS_VARNISH_PORT (6098), FAULTS_INSTANCE_PORT and the one after it
 * (3160), FAULTS_REDIS_PORT (6386), FAULTS_CDA_PORT (4016); the fake HubSpot takes a free one.
 */
import assert from 'node:assert/strict';
import { PHASES, deliveries, runFaultScenario, summarize } from './faults-scenario.ts';

test('no 5xx while an instance is up, grace while none is, each message delivered once', async () => {
  const began = Date.now();
  const result = await runFaultScenario({
    varnishPort: Number(process.env.FAULTS_VARNISH_PORT ?? 6098),
    instancePort: Number(process.env.FAULTS_INSTANCE_PORT ?? 3160),
    redisPort: Number(process.env.FAULTS_REDIS_PORT ?? 6386),
    cdaPort: Number(process.env.FAULTS_CDA_PORT ?? 4016),
    phaseMs: 2500,
    workers: 4,
    postEveryMs: 300,
    bringBackA: false,
    log: (phase) => console.log(`# ${((Date.now() - began) / 1000).toFixed(1)} s: ${phase}`),
  });
  const rows = summarize(result.samples);
  for (const row of rows) {
    console.log(
      `# ${row.phase}: ${row.requests} requests, ${row.fivexx} 5xx, p50 ${Math.round(Number(row.p50))} ms, p95 ${Math.round(Number(row.p95))} ms`,
    );
  }
  const phases = new Map(rows.map((row) => [row.phase, row]));
  for (const phase of Object.values(PHASES).filter((p) => p !== PHASES.back)) {
    assert.ok((phases.get(phase)?.requests ?? 0) > 0, `load during "${phase}"`);
  }

  // While an instance is up, nothing fails: no 5xx, no request left unanswered.
  const up = result.samples.filter((s) => s.phase !== PHASES.down);
  const bad = up.filter((s) => s.status >= 500 || s.status === 0);
  assert.deepEqual(
    bad.slice(0, 10).map((s) => `${s.phase}: ${s.target} ${s.status}`),
    [],
    `${bad.length} of ${up.length} answers failed while an instance was up`,
  );
  // With none up, Varnish's grace answers every page it held.
  const down = result.samples.filter((s) => s.phase === PHASES.down && s.kind === 'cached');
  assert.ok(down.length > 0, 'pages were asked while no instance was up');
  assert.deepEqual(
    down.filter((s) => s.status !== 200).map((s) => `${s.target} ${s.status}`),
    [],
  );

  // Messages: accepted ones (sent, or saved to the outbox) each reach HubSpot exactly once;
  // those turned away (no instance up) never do, so a resend is no double.
  const received = deliveries(result.submissions);
  const accepted = result.posts.filter(
    (p) => p.status === 200 && (p.answer === 'sent' || p.answer === 'queued'),
  );
  const refused = result.posts.filter((p) => !accepted.includes(p));
  console.log(
    `# messages: ${result.posts.length} posted, ${accepted.length} accepted (${accepted.filter((p) => p.answer === 'queued').length} saved to the outbox), ${received.size} received by HubSpot; contact:retry: ${result.retry.output.trim()}`,
  );
  assert.ok(
    accepted.some((p) => p.answer === 'queued'),
    'some messages waited in the outbox while HubSpot failed',
  );
  assert.deepEqual(
    accepted
      .filter((p) => received.get(p.email) !== 1)
      .map((p) => `${p.email} ${p.phase} ×${received.get(p.email) ?? 0}`),
    [],
  );
  assert.deepEqual(
    refused
      .filter((p) => received.has(p.email))
      .map((p) => `${p.email} ${p.phase} ${p.status} ${p.answer}`),
    [],
  );
  // Turned away only while no instance was up.
  assert.deepEqual(
    refused
      .filter((p) => p.phase !== PHASES.down)
      .map((p) => `${p.email} ${p.phase} ${p.status} ${p.answer}`),
    [],
  );
  assert.equal(
    [...received.values()].reduce((a, b) => a + b, 0),
    received.size,
  );
  assert.equal(result.retry.code, 0, result.retry.output);
}, 150_000);
