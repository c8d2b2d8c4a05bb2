import localFont from 'next/font/local';

// Self-hosted variable fonts from @fontsource-variable: the build never needs the network.
export const headingFont = localFont({
  src: '../node_modules/@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2',
  weight: '500 700',
  variable: '--font-heading',
  display: 'swap',
});

export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '400 600',
  variable: '--font-body',
  display: 'swap',
});
