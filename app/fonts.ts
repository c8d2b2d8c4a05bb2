import localFont from 'next/font/local';

// Self-hosted variable fonts from @fontsource-variable, cut down by `npm run fonts:subset` to the
// weights declared here and our characters (79 kB → 42 kB): the build never needs the network.
// Preloaded: the headline is the largest text of nearly every first paint.
export const headingFont = localFont({
  src: './_fonts/nunito-sans-latin-500-700.woff2',
  weight: '500 700',
  variable: '--font-heading',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

// Not preloaded: the largest text of a first paint is a heading, and with `swap` (and
// next/font's size-adjusted Arial fallback, so the swap moves nothing) body text paints at once
// in the fallback. Preloading Inter too made its 24.5 kB compete with the stylesheet and the
// heading font before the first paint.
export const bodyFont = localFont({
  src: './_fonts/inter-latin-400-600.woff2',
  weight: '400 600',
  variable: '--font-body',
  display: 'swap',
  adjustFontFallback: 'Arial',
  preload: false,
});
