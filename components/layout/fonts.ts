import localFont from 'next/font/local';

// Self-hosted variable fonts (the files are in app/_fonts) from @fontsource-variable, cut down by
// `npm run fonts:subset` to the weights declared here and our characters, Swedish included
// (79 kB → 42 kB): the build never needs the network. Both are preloaded, and `fallback` lets
// text wait for them up to 100 ms, so on a normal connection the first paint of every page, the
// one a visitor lands on included, is in our fonts. Later than that, text paints in fallback
// faces sized to our fonts on the systems visitors have (Arial, Roboto, DejaVu Sans:
// app/_fonts/fallbacks.css, `npm run fonts:fallbacks`; next/font's own covers Arial alone, so it
// is off), and our fonts take over if they come within 3 s, moving nothing by more than
// Chromium's 3 px threshold for a shift. Here, under components/, so the document that uses them
// imports down, not up into app/.
// No width may depend on them (`ch`): Chromium hides the text in such a box until they arrive.
export const headingFont = localFont({
  src: '../../app/_fonts/nunito-sans-latin-500-700.woff2',
  weight: '500 700',
  variable: '--font-heading',
  display: 'fallback',
  adjustFontFallback: false,
});

export const bodyFont = localFont({
  src: '../../app/_fonts/inter-latin-400-600.woff2',
  weight: '400 600',
  variable: '--font-body',
  display: 'fallback',
  adjustFontFallback: false,
});
