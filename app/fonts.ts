import localFont from 'next/font/local';

// Self-hosted variable fonts from @fontsource-variable, cut down by `npm run fonts:subset` to the
// weights declared here and our characters (79 kB → 42 kB): the build never needs the network.
// Both `swap`: text paints at once in a fallback and changes to our font when it arrives, without
// moving, because the fallback faces in _fonts/fallbacks.css are sized to our fonts on the
// systems visitors have (Arial, Roboto, DejaVu Sans; `npm run fonts:fallbacks`). next/font's own
// fallback covers Arial alone, so it is off. (`optional` instead held the first paint for a
// preloaded font, ~300 ms on a throttled phone, and a fallback that did not match moved the home
// hero by 0.15 CLS when it swapped.)
// Only the body font is preloaded: it sets the largest text of the first paint on every page
// (the intro paragraphs; headings are bigger but shorter), and a second preload would take
// bandwidth from the HTML and the hero image on a slow connection. The heading font starts as
// soon as the inlined stylesheet meets a heading.
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
  adjustFontFallback: false,
});
