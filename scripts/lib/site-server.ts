import path from 'node:path';

/**
 * The arguments that start the site's server (server.ts, what `npm start` runs) on
 * 127.0.0.1:`port`, for `spawn(process.execPath, …)`. No `import.meta` here: Playwright loads
 * this file as CommonJS.
 */
export function siteServerArgs(port: number, projectDir = process.cwd()): string[] {
  return [
    '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
    path.join(projectDir, 'server.ts'),
    '-p',
    String(port),
    '-H',
    '127.0.0.1',
  ];
}
