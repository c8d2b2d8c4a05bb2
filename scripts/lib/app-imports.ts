/**
 * Lets Node run the search engine's TypeScript as the app's bundler does: `@/` is the project
 * root, an import without an extension is a `.ts` file or folder index, and a JSON import needs
 * no `with { type: 'json' }` (the demo news export). Loaded with `node --import` before the
 * search benchmarks (bench:search, bench:search-relevance), so they import the engine as it is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));

registerHooks({
  resolve(specifier, context, next) {
    const fromTs = context.parentURL?.endsWith('.ts');
    const base = specifier.startsWith('@/')
      ? pathToFileURL(path.join(projectDir, specifier.slice(2))).href
      : fromTs && specifier.startsWith('.')
        ? new URL(specifier, context.parentURL).href
        : undefined;
    if (base && !/\.([cm]?[jt]s|json)$/.test(base)) {
      for (const candidate of [`${base}.ts`, `${base}/index.ts`]) {
        if (existsSync(fileURLToPath(candidate))) return next(candidate, context);
      }
    }
    return next(base ?? specifier, context);
  },
  load(url, context, next) {
    // The project's own JSON only: a package's require('./package.json') stays Node's.
    const own = url.startsWith(pathToFileURL(projectDir).href) && !url.includes('/node_modules/');
    if (!own || !url.endsWith('.json')) return next(url, context);
    const json = readFileSync(fileURLToPath(url), 'utf8');
    return { format: 'module', source: `export default ${json};`, shortCircuit: true };
  },
});
