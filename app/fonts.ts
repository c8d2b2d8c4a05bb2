import localFont from 'next/font/local';

// Self-hosted variable fonts from @fontsource-variable, cut down by `npm run fonts:subset` to the
// weights declared here and our characters (79 kB → 42 kB): the build never needs the network.
// `optional`, not `swap`: a font that arrives after the first paint (a slow phone) is kept for
// the next page instead of swapped in, which re-wrapped the home hero and moved its buttons (CLS
// 0.15 under DevTools throttling, 0 with `optional`). Both are preloaded: Chrome holds the first
// paint briefly for a preloaded `optional` font, so on a normal connection the first page is in
// our fonts (without the preload it was in the fallback even from a local server), and on a
// slow one the text paints in the fallback a moment later instead of waiting.
export const headingFont = localFont({
  src: './_fonts/nunito-sans-latin-500-700.woff2',
  weight: '500 700',
  variable: '--font-heading',
  display: 'optional',
});

export const bodyFont = localFont({
  src: './_fonts/inter-latin-400-600.woff2',
  weight: '400 600',
  variable: '--font-body',
  display: 'optional',
});
