#!/usr/bin/env node
/**
 * Serves the build as production lays it out, on loopback, until SIGTERM or SIGINT: Redis, two
 * `next start` instances sharing it (each on its own copy of the build) and Varnish with
 * deploy/varnish/default.vcl in front. On the signal it stops all of it and removes the copies,
 * so nothing is left running. Playwright's webServer runs it for the browser tests.
 *
 *   node scripts/front-door.ts [--port 3100] [--instance-port 3150] [--redis-port 6390]
 *                               [--dist-dir .next]
 *
 * The instances listen on --instance-port and the port after it; their environment is this
 * process's. Their output goes to stderr, each line marked with its port.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { frontDoor, projectDir } from '../tests/multi-instance/cluster.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.E2E_PORT ?? '3100' },
    'instance-port': { type: 'string', default: process.env.E2E_INSTANCE_PORT ?? '3150' },
    'redis-port': { type: 'string', default: process.env.E2E_REDIS_PORT ?? '6390' },
    'dist-dir': { type: 'string', default: process.env.NEXT_DIST_DIR || '.next' },
  },
});

function port(name: 'port' | 'instance-port' | 'redis-port') {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1 || value > 65_534) {
    throw new Error(`--${name} must be a port number, got "${values[name]}"`);
  }
  return value;
}

const distDir = values['dist-dir'];
if (!existsSync(path.join(projectDir, distDir, 'BUILD_ID'))) {
  console.error(`front door: no build in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const instancePort = port('instance-port');
const site = await frontDoor({
  port: port('port'),
  instancePorts: [instancePort, instancePort + 1],
  redisPort: port('redis-port'),
  distDir,
  env: process.env,
  log: (text) => process.stderr.write(text),
}).catch((error) => {
  console.error(`front door: ${error.message}`);
  process.exit(1);
});

console.log(
  `front door: Varnish on ${site.origin}, instances on ${site.instances.map((i) => i.origin).join(' and ')}, Redis on ${site.redis.url}`,
);

let stopping = false;
async function shutDown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`front door: ${signal}, stopping`);
  await site.stop();
  process.exit(0);
}
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
