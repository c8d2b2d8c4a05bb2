/**
 * A Next app with nothing of ours in it: a layout and a page with one heading and one paragraph
 * (so Lighthouse has something to paint), built in a temporary folder from the project's own
 * node_modules (same next, react, react-dom and bundler). What every Next 16 page pays before
 * our first line; the benchmarks print it beside our routes.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));

const layout = `export const metadata = {
  title: 'A bare Next.js page',
  description: 'The framework runtime and nothing else: the reference our pages are measured against.',
};

export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`;

// Server-rendered text only: it adds HTML, not JavaScript.
const page = `export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading and one paragraph, so the page has a first and a largest contentful paint. Every byte of JavaScript on it is the framework's own.</p>
    </main>
  );
}
`;

/** Builds the bare app and returns its folder; `removeBareApp` deletes it. */
export async function buildBareApp() {
  const dir = await mkdtemp(join(tmpdir(), 'solvik-bare-next-'));
  await mkdir(join(dir, 'app'));
  await symlink(join(projectDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await writeFile(join(dir, 'package.json'), '{ "name": "bare-next", "private": true }\n');
  await writeFile(join(dir, 'app', 'layout.jsx'), layout);
  await writeFile(join(dir, 'app', 'page.jsx'), page);
  // node_modules is a symlink out of the folder: let Turbopack read the whole filesystem.
  await writeFile(join(dir, 'next.config.mjs'), "export default { turbopack: { root: '/' } };\n");
  console.log(`building the bare Next app in ${dir} …`);
  const build = spawnSync(
    process.execPath,
    [join(projectDir, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) throw new Error(`the bare app did not build (exit ${build.status})`);
  return dir;
}

export function removeBareApp(dir) {
  return rm(dir, { recursive: true, force: true });
}
