import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { ConsentManager } from '@/components/consent/consent-manager';
import { LocaleProvider } from '@/components/i18n/locale-context';
import { JsonLd } from '@/components/json-ld';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { SkipLink } from '@/components/layout/skip-link';
import { ScrollAnimator } from '@/components/motion/scroll-animator';
import { ToasterHost } from '@/components/toaster-host';
import { ImageFailureReporter } from '@/components/ui/image-failure-reporter';
import * as siteEn from '@/content/site';
import * as siteSv from '@/content/sv/site';
import { headScripts } from '@/lib/first-paint';
import { siteUrl } from '@/lib/env';
import { htmlLang, inLocale, type Locale } from '@/lib/i18n';
import { organizationJsonLd } from '@/lib/json-ld';
import { siteConfig } from '@/lib/site-config';
import { brandColors } from '@/tailwind.config';
import { bodyFont, headingFont } from '@/app/fonts';

/** What every page of a language says about the site, unless it says more itself. */
export function siteMetadata(locale: Locale): Metadata {
  const { siteCopy } = inLocale(locale, siteEn, siteSv);
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
 * The document every page is in, in its language: the root layouts of app/(en) and app/(sv)
 * and the global 404 render it. The language is the tree a page is built in, never the request.
 */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { siteCopy } = inLocale(locale, siteEn, siteSv);
  return (
    // The <head> scripts (lib/first-paint) may mark <html> before React hydrates it.
    <html
      lang={htmlLang[locale]}
      className={`${headingFont.variable} ${bodyFont.variable}`}
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layouts' document: App Router, where next/head does not apply */}
      <head>
        {headScripts().map((script) => (
          <script key={script} dangerouslySetInnerHTML={{ __html: script }} />
        ))}
      </head>
      <body className="flex min-h-dvh flex-col">
        <LocaleProvider locale={locale}>
          <SkipLink label={siteCopy.skipLink} />
          {/* Early in the document, so the banner is the first stop after the skip link. Rendered
              here, it paints with the page when the script above asks for it. */}
          <ConsentBanner locale={locale} />
          <ConsentManager />
          <Header locale={locale} />
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <Footer locale={locale} />
          <ToasterHost />
          <ScrollAnimator />
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
