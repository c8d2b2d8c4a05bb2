#!/usr/bin/env node
/**
 * Writes the draft-mode.vcl that deploy/varnish/default.vcl includes, for the build in
 * `--dist-dir` (default .next): run it at each deployment, once the instances serve the new
 * build, and load the VCL again (the cache stays), for example
 *
 *   npm run --silent varnish:draft-mode > /etc/varnish/draft-mode.vcl
 *   systemctl reload varnish    # Debian's unit runs /usr/share/varnish/varnishreload
 *
 * Until then Varnish serves editors the published pages from its cache (docs/deploying.md).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { draftModeId, draftModeVcl } from './lib/draft-mode-vcl.ts';

const { values } = parseArgs({
  options: { 'dist-dir': { type: 'string', default: process.env.NEXT_DIST_DIR || '.next' } },
});
process.stdout.write(draftModeVcl(draftModeId(path.resolve(values['dist-dir']))));
