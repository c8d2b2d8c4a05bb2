import localFont from 'next/font/local';

// Self-hosted variable fonts from @fontsource-variable, cut down by `npm run fonts:subset` to the
// weights declared here and our characters (79 kB → 42 kB): the build never needs the network.
export const headingFont = localFont({
  src: './_fonts/nunito-sans-latin-500-700.woff2',
  weight: '500 700',
  variable: '--font-heading',
  display: 'swap',
});

export const bodyFont = localFont({
  src: './_fonts/inter-latin-400-600.woff2',
  weight: '400 600',
  variable: '--font-body',
  display: 'swap',
});
