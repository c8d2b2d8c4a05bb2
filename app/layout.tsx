import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { ConsentManager } from '@/components/consent/consent-manager';
import { JsonLd } from '@/components/json-ld';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { SkipLink } from '@/components/layout/skip-link';
import { ScrollAnimator } from '@/components/motion/scroll-animator';
import { ToasterHost } from '@/components/toaster-host';
import { ImageFailureReporter } from '@/components/ui/image-failure-reporter';
import { headScripts } from '@/lib/first-paint';
import { siteUrl } from '@/lib/env';
import { organizationJsonLd } from '@/lib/json-ld';
import { siteConfig } from '@/lib/site-config';
import { brandColors } from '@/tailwind.config';
import { bodyFont, headingFont } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: siteUrl,
  title: {
    default: `${siteConfig.name} | Accounting, payroll and financial technology`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  themeColor: brandColors.primary.DEFAULT,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The <head> scripts (lib/first-paint) may mark <html> before React hydrates it.
    <html
      lang="en"
      className={`${headingFont.variable} ${bodyFont.variable}`}
      suppressHydrationWarning
    >
      <head>
        {headScripts().map((script) => (
          <script key={script} dangerouslySetInnerHTML={{ __html: script }} />
        ))}
      </head>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        {/* Early in the document, so the banner is the first stop after the skip link. Rendered
            here, it paints with the page when the script above asks for it. */}
        <ConsentBanner />
        <ConsentManager />
        <Header />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer />
        <ToasterHost />
        <ScrollAnimator />
        <ImageFailureReporter />
        <noscript>
          <style>{'[data-reveal]{opacity:1!important;transform:none!important}'}</style>
        </noscript>
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
