/**
 * A Next app with nothing of ours in it: a layout and a page with one heading and one paragraph
 * (so Lighthouse has something to paint), built in a temporary folder from the project's own
 * node_modules (same next, react, react-dom and bundler). What every Next 16 page pays before
 * our first line; the benchmarks print it beside our routes.
 *
 * With `fonts`, the heading and the paragraph are set in our two fonts, loaded through
 * `next/font/local` with the options of components/layout/fonts.ts (same files, preloaded, same
 * display): since our brand font paints first, a fair first-load reference waits for the same fonts.
 */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
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

// The same faces, files and options as components/layout/fonts.ts (copied beside the layout, as
// next/font/local takes a path relative to the file that calls it).
const FONT_FILES = ['nunito-sans-latin-500-700.woff2', 'inter-latin-400-600.woff2'];

const layoutWithFonts = `import localFont from 'next/font/local';

const headingFont = localFont({
  src: './${FONT_FILES[0]}',
  weight: '500 700',
  variable: '--font-heading',
  display: 'fallback',
  adjustFontFallback: false,
});

const bodyFont = localFont({
  src: './${FONT_FILES[1]}',
  weight: '400 600',
  variable: '--font-body',
  display: 'fallback',
  adjustFontFallback: false,
});

export const metadata = {
  title: 'A bare Next.js page',
  description: 'The framework runtime and our two fonts: the reference our pages are measured against.',
};

export default function Layout({ children }) {
  return (
    <html lang="en" className={\`\${headingFont.variable} \${bodyFont.variable}\`}>
      <body style={{ fontFamily: 'var(--font-body), sans-serif' }}>{children}</body>
    </html>
  );
}
`;

// Server-rendered text only: it adds HTML, not JavaScript.
const page = `export default function Page() {
  return (
    <main>
      <h1 style={{ fontFamily: 'var(--font-heading), sans-serif', fontWeight: 700 }}>A bare Next.js page</h1>
      <p>One heading and one paragraph, so the page has a first and a largest contentful paint. Every byte of JavaScript on it is the framework's own.</p>
    </main>
  );
}
`;

/** Builds the bare app (with our fonts if `fonts`) and returns its folder; `removeBareApp` deletes it. */
export async function buildBareApp({ fonts = false }: { fonts?: boolean } = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'solvik-bare-next-'));
  await mkdir(join(dir, 'app'));
  await symlink(join(projectDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await writeFile(join(dir, 'package.json'), '{ "name": "bare-next", "private": true }\n');
  await writeFile(join(dir, 'app', 'layout.jsx'), fonts ? layoutWithFonts : layout);
  if (fonts) {
    for (const file of FONT_FILES) {
      await copyFile(join(projectDir, 'app/_fonts', file), join(dir, 'app', file));
    }
  }
  await writeFile(join(dir, 'app', 'page.jsx'), page);
  // node_modules is a symlink out of the folder: let Turbopack read the whole filesystem.
  await writeFile(join(dir, 'next.config.mjs'), "export default { turbopack: { root: '/' } };\n");
  console.log(`building the bare Next app${fonts ? ' with our fonts' : ''} in ${dir} …`);
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

export function removeBareApp(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}
