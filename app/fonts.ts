import localFont from 'next/font/local';

// Self-hosted variable fonts from @fontsource-variable, cut down by `npm run fonts:subset` to the
// weights declared here and our characters (79 kB → 42 kB): the build never needs the network.
// Both `swap` over fallback faces sized to our fonts on the systems visitors have (Arial,
// Roboto, DejaVu Sans: _fonts/fallbacks.css, `npm run fonts:fallbacks`; next/font's own
// fallback covers Arial alone, so it is off). Neither is preloaded: the page a visitor lands on
// is set in the fallback faces, and our fonts take over at the next page
// (lib/fonts-first-paint.ts), so the first paint waits for no font and no text moves on screen.
export const headingFont = localFont({
  src: './_fonts/nunito-sans-latin-500-700.woff2',
  weight: '500 700',
  variable: '--font-heading',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

export const bodyFont = localFont({
  src: './_fonts/inter-latin-400-600.woff2',
  weight: '400 600',
  variable: '--font-body',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

/** What lib/fonts-first-paint.ts fetches: one file per font covers all its weights. */
export const fontFaces = [
  { family: headingFont.style.fontFamily, weight: 700 },
  { family: bodyFont.style.fontFamily, weight: 400 },
];
