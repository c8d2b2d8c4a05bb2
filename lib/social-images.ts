// Written by `npm run routes:generate` from the images under public/og; not edited by hand.
import type { Locale } from './i18n';

/**
 * Each language's default social image (its words are the tagline) and the language it is in:
 * its own (`npm run render:art`), or English's while it has none.
 */
export const socialImages: Record<Locale, { path: string; locale: Locale }> = {
  en: { path: '/og/solvik-default.png', locale: 'en' },
  sv: { path: '/og/sv/solvik-default.png', locale: 'sv' },
};
