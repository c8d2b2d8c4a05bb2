/**
 * Debian's Chromium, the only browser on this machine and in CI, and the flags it needs here
 * (no sandbox in a container, no GPU, no network of its own). Playwright, Lighthouse and the
 * scripts that render with Chromium all launch it this way.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
