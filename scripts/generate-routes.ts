/**
 * Writes the wiring that follows from the languages: each language's social image
 * (lib/route-wiring.ts) and the demo news export, whose locales are the languages'
 * (scripts/build-space-export.ts). `--check` writes nothing and fails when a file would
 * change.
 *
 *   npm run routes:generate            after adding a language
 *   npm run routes:generate -- --check
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { socialImagesFile, socialImagesSource } from '../lib/route-wiring.ts';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const stale: string[] = [];

function write(file: string, source: string) {
  const absolute = path.join(root, file);
  if (existsSync(absolute) && readFileSync(absolute, 'utf8') === source) return;
  stale.push(file);
  if (check) return;
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, source);
}

write(socialImagesFile, socialImagesSource(root));

const demoNews = execFileSync(
  process.execPath,
  [path.join(root, 'scripts/build-space-export.ts'), '--stdout'],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
write('content/news/space-export.json', demoNews);

if (check && stale.length > 0) {
  console.error(
    `Out of date with the languages (npm run routes:generate):\n  ${stale.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(stale.length > 0 ? `Wrote:\n  ${stale.join('\n  ')}` : 'Route wiring is up to date.');
