/**
 * The route table of lib/routes.ts for the Node scripts, which run without a TypeScript loader:
 * the module is transpiled with the project's own `typescript` and imported from memory.
 * It must stay free of imports (it is data), which keeps this honest and small.
 */
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

const source = await readFile(new URL('../routes.ts', import.meta.url), 'utf8');
if (/^\s*import\s/m.test(source)) {
  throw new Error(
    'lib/routes.ts imports another module; lib/first-paint/route-table.mjs cannot load it',
  );
}
const { outputText } = ts.transpileModule(source, {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
});

/** @type {typeof import('../routes')} */
const routes = await import(
  `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`
);

export const { staticRoutes, indexableRoutes, serviceSlugs } = routes;
