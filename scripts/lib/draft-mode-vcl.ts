import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Next's draft-mode id of the build in `distDir` (`preview.previewModeId` of its
 * prerender-manifest.json): the value of the one `__prerender_bypass` cookie Next believes.
 * Every build makes a new one.
 */
export function draftModeId(distDir: string): string {
  const manifest = path.join(distDir, 'prerender-manifest.json');
  if (!existsSync(manifest))
    throw new Error(`${distDir} has no build: run \`npm run build\` first.`);
  const id: unknown = JSON.parse(readFileSync(manifest, 'utf8')).preview?.previewModeId;
  if (typeof id !== 'string' || !/^[0-9a-f]{16,}$/.test(id)) {
    throw new Error(`${manifest} names no draft-mode id (preview.previewModeId).`);
  }
  return id;
}

/**
 * The draft-mode.vcl that deploy/varnish/default.vcl includes: the build's draft-mode id, so
 * that Varnish passes a draft cookie to the instances only when Next would believe it. `null`
 * for a Varnish that believes none (every page from the cache, drafts too).
 */
export function draftModeVcl(id: string | null): string {
  if (id !== null && !/^[0-9a-f]{16,}$/.test(id)) throw new Error(`not a draft-mode id: ${id}`);
  return [
    "# The draft-mode id of the build the instances serve (Next's previewModeId), for",
    '# default.vcl. Written at each deployment by `npm run varnish:draft-mode`; keep it private.',
    'sub solvik_draft_mode_id {',
    `  set req.http.x-draft-mode-id = "${id ?? ''}";`,
    '}',
    '',
  ].join('\n');
}
