#!/usr/bin/env node
/**
 * Grades the built site's security headers with Mozilla's HTTP Observatory scanner
 * (@mdn/mdn-http-observatory, its own CLI), and fails under A+.
 *
 *   npm run build && npm run audit:headers [-- --port 3190]
 *
 * The scanner asks https://HOST (and http://HOST), so the site is put behind a local TLS proxy
 * on --port (next start on the port after it) with a throw-away certificate that the scanner
 * is told to trust. The scanner is installed on first use into
 * node_modules/.cache/mdn-http-observatory with its install scripts off (they download the
 * HSTS preload list and a TLD list from the internet) and an empty preload list: the site is
 * graded on its headers, without preload credit.
 *
 * The scanner grades a host's front page. Two pages are graded, each served as the front page
 * in turn: the home page (pre-rendered, its scripts allowed by hash) and a search (rendered for
 * its request, its scripts allowed by a nonce).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startNextServer } from './lib/server.ts';

const SCANNER = '@mdn/mdn-http-observatory@1.4.8';
const projectDir = fileURLToPath(new URL('..', import.meta.url));
const scannerDir = path.join(projectDir, 'node_modules/.cache/mdn-http-observatory');
const scannerPackage = path.join(scannerDir, 'node_modules/@mdn/mdn-http-observatory');

const { values } = parseArgs({ options: { port: { type: 'string', default: '3190' } } });
const port = Number(values.port);

function ensureScanner() {
  if (!existsSync(path.join(scannerPackage, 'bin/wrapper.js'))) {
    console.log(`Installing ${SCANNER} (install scripts off)...`);
    mkdirSync(scannerDir, { recursive: true });
    writeFileSync(path.join(scannerDir, 'package.json'), '{"private":true}\n');
    execFileSync(
      'npm',
      ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', SCANNER],
      { cwd: scannerDir, stdio: 'inherit' },
    );
  }
  // What its install script would have downloaded: no domain is preloaded here.
  const preload = path.join(scannerPackage, 'conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
}

/** A self-signed certificate for localhost, in a folder the caller removes. */
function certificate(folder: string) {
  const key = path.join(folder, 'key.pem');
  const cert = path.join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ['-keyout', key, '-out', cert],
    ].flat(),
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

/**
 * An HTTPS proxy in front of `origin`. Plain HTTP is not answered on the port: the scanner
 * then grades the redirection as not needed (an HTTPS-only host), since redirecting HTTP is
 * the front end's work, not the site's.
 */
async function tlsProxy(
  tls: { key: Buffer; cert: Buffer },
  origin: string,
  frontPage: { path: string },
) {
  const upstream = new URL(origin);
  const server = createHttpsServer(tls, (req, res) => {
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url === '/' ? frontPage.path : req.url,
        headers: { ...req.headers, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(resolve));
}

/** The scanner's JSON answer, as far as it is read here. */
type Scan = {
  error?: string;
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, { pass: boolean; scoreModifier: number; result: string }>;
};

function runScanner(host: string, certFile: string): Promise<Scan> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(scannerPackage, 'src/scan.js'), host], {
      // The wrapper would point this at Mozilla's bundle; ours adds the local certificate.
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(JSON.parse(output));
      } catch {
        reject(new Error(`the scanner printed no result: ${output.slice(0, 500)}`));
      }
    });
  });
}

ensureScanner();
const folder = mkdtempSync(path.join(tmpdir(), 'audit-headers-'));
const site = await startNextServer({ port: port + 1 });
let closeFrontEnd: (() => Promise<unknown>) | undefined;
let failed = true;
try {
  const tls = certificate(folder);
  const frontPage = { path: '/' };
  closeFrontEnd = await tlsProxy(tls, site.origin, frontPage);
  const grades: [string, string][] = [];
  for (const page of ['/', '/search?q=payroll']) {
    frontPage.path = page;
    const result = await runScanner(`127.0.0.1:${port}`, tls.certFile);
    if (result.error) throw new Error(`the scanner failed on ${page}: ${result.error}`);
    const { grade, score, testsPassed, testsQuantity } = result.scan;
    console.log(`\nHTTP Observatory (${SCANNER}) on ${page} of the built site behind TLS:`);
    console.log(
      `grade ${grade}, score ${score}, ${testsPassed} of ${testsQuantity} tests passed\n`,
    );
    for (const [name, test] of Object.entries(result.tests)) {
      const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : test.scoreModifier;
      console.log(
        `${test.pass ? '✓' : '✗'} ${name.padEnd(28)} ${String(modifier).padStart(4)}  ${test.result}`,
      );
    }
    grades.push([page, grade]);
  }
  const below = grades.filter(([, grade]) => grade !== 'A+');
  failed = below.length > 0;
  for (const [page, grade] of below)
    console.error(`\n${page} is graded ${grade}: the target is A+.`);
} finally {
  await closeFrontEnd?.();
  await site.stop();
  rmSync(folder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
