import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { LocaleProvider } from '@/components/i18n/locale-context';
import { JsonLd } from '@/components/json-ld';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { SkipLink } from '@/components/layout/skip-link';
import { ImageFailureReporter } from '@/components/ui/image-failure-reporter';
import * as siteEn from '@/content/site';
import { translations } from '@/content/words';
import { siteUrl } from '@/lib/env';
import { htmlLang, inLocale, type Locale } from '@/lib/i18n';
import { organizationJsonLd } from '@/lib/json-ld';
import { siteConfig } from '@/lib/site-config';
import { brandColors } from '@/tailwind.config';
import { bodyFont, headingFont } from './fonts';

/** What every page of a language says about the site, unless it says more itself. */
export function siteMetadata(locale: Locale): Metadata {
  const { siteCopy } = inLocale(locale, siteEn, translations.site);
  return {
    metadataBase: siteUrl,
    title: { default: siteCopy.defaultTitle, template: `%s | ${siteConfig.name}` },
    description: siteCopy.description,
    applicationName: siteConfig.name,
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const siteViewport: Viewport = {
  themeColor: brandColors.primary.DEFAULT,
  width: 'device-width',
  initialScale: 1,
};

/**
 * The document every page is in, in its language: the root layouts of app/(site)/[locale] and
 * of the search page render it. The language is the one the URL names, never the request's
 * headers. `head` is what a layout adds to the <head> beside Next's metadata.
 */
export function SiteDocument({
  locale,
  head,
  children,
}: {
  locale: Locale;
  head?: ReactNode;
  children: ReactNode;
}) {
  const { siteCopy } = inLocale(locale, siteEn, translations.site);
  return (
    <html lang={htmlLang[locale]} className={`${headingFont.variable} ${bodyFont.variable}`}>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's own <head> */}
      {head === undefined ? null : <head>{head}</head>}
      <body className="flex min-h-dvh flex-col">
        <LocaleProvider locale={locale}>
          <SkipLink label={siteCopy.skipLink} />
          <Header locale={locale} />
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <Footer locale={locale} />
          <ImageFailureReporter />
        </LocaleProvider>
        <noscript>
          <style>{'[data-reveal]{opacity:1!important;transform:none!important}'}</style>
        </noscript>
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
