#!/usr/bin/env node
/**
 * Builds a second copy of the site into .next-cms against the fake Content Delivery API, the
 * way a real deployment builds against Contentful. The browser tests' "cms" project serves it.
 *
 *   npm run build:cms        # fake CDA on FAKE_CDA_PORT (default 4010) for the build's duration
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createFakeCda } from './server.ts';
import type cmsEnvFile from './cms-env.json';

const cmsEnv = JSON.parse(
  readFileSync(new URL('./cms-env.json', import.meta.url), 'utf8'),
) as typeof cmsEnvFile;
const port = Number(process.env.FAKE_CDA_PORT ?? 4010);

// next build adds its dist dir to tsconfig.json; this second build must not change the repo.
const tsconfig = readFileSync('tsconfig.json', 'utf8');

const fake = createFakeCda();
await fake.listen(port);
console.log(`Fake CDA on 127.0.0.1:${port}; building the site into ${cmsEnv.NEXT_DIST_DIR}`);

const build = spawn('npx', ['next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...cmsEnv, CONTENTFUL_HOST: `127.0.0.1:${port}` },
});
let code = await new Promise<number>((resolve) =>
  build.on('exit', (exitCode) => resolve(exitCode ?? 1)),
);
if (code === 0) {
  // The pages search finds, read from this build (as `npm run build` does for .next).
  const index = spawn('npm', ['run', 'build:search-index'], {
    stdio: 'inherit',
    env: { ...process.env, ...cmsEnv },
  });
  code = await new Promise<number>((resolve) =>
    index.on('exit', (exitCode) => resolve(exitCode ?? 1)),
  );
}
await fake.close();
writeFileSync('tsconfig.json', tsconfig);
process.exit(code);
