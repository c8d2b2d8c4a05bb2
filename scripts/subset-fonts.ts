/**
 * Cuts the two variable fonts down to what the site sets: the weights its CSS asks for and the
 * characters of English and the Nordic languages. The results are committed under app/_fonts/,
 * so builds need nothing of this; run `npm run fonts:subset` after changing a range below or
 * updating @fontsource-variable. It needs Python's fontTools with Brotli (Debian:
 * `apt-get install -y python3-fonttools python3-brotli`).
 *
 * Why: both fonts are preloaded, so every byte of them competes with the hero image and the
 * page's JavaScript on a slow connection. Glyphs left out still render, in the fallback font.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const python = process.env.PYTHON ?? '/usr/bin/python3';

/** The characters and layout features to keep (tests/unit check our copy against them). */
const subset = JSON.parse(await readFile(path.join(root, 'app/_fonts/subset.json'), 'utf8'));
const UNICODES = subset.unicodes.join(',');
const FEATURES = subset.layoutFeatures.join(',');

/** `weights` must match the `weight` range components/layout/fonts.ts declares for the font. */
const jobs = [
  {
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    license: 'node_modules/@fontsource-variable/inter/LICENSE',
    weights: '400:600',
    out: 'app/_fonts/inter-latin-400-600.woff2',
  },
  {
    source:
      'node_modules/@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2',
    license: 'node_modules/@fontsource-variable/nunito-sans/LICENSE',
    weights: '500:700',
    out: 'app/_fonts/nunito-sans-latin-500-700.woff2',
  },
];

const work = await mkdtemp(path.join(tmpdir(), 'fonts-'));
try {
  for (const job of jobs) {
    await mkdir(path.join(root, path.dirname(job.out)), { recursive: true });
    const instanced = path.join(work, `${path.basename(job.out, '.woff2')}.ttf`);
    // Pin the weight axis to the range we use (the deltas outside it are dropped)…
    execFileSync(
      python,
      [
        '-m',
        'fontTools.varLib.instancer',
        path.join(root, job.source),
        `wght=${job.weights}`,
        '-o',
        instanced,
        '-q',
      ],
      { stdio: 'inherit' },
    );
    // …then keep only our characters and layout features, as WOFF2.
    execFileSync(
      python,
      [
        '-m',
        'fontTools.subset',
        instanced,
        `--unicodes=${UNICODES}`,
        `--layout-features=${FEATURES}`,
        '--flavor=woff2',
        `--output-file=${path.join(root, job.out)}`,
      ],
      { stdio: 'inherit' },
    );
    await copyFile(
      path.join(root, job.license),
      path.join(root, path.dirname(job.out), `${path.basename(job.out, '.woff2')}.LICENSE.txt`),
    );
    const before = (await stat(path.join(root, job.source))).size;
    const after = (await stat(path.join(root, job.out))).size;
    console.log(`${job.out}: ${(before / 1000).toFixed(1)} kB → ${(after / 1000).toFixed(1)} kB`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
