import { Link } from '@/components/ui/link';
import * as siteEn from '@/content/site';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { Logo } from '@/components/ui/logo';
import { navigation } from '@/content/navigation';
import { findRedirect } from '@/lib/routes';
import { formatAddress, siteConfig } from '@/lib/site-config';
import { FooterLink } from './footer-link';

export function Footer({ locale }: { locale: Locale }) {
  const year = new Date().getFullYear();
  const { siteCopy } = inLocale(locale, siteEn, translations.site);
  const { footerSections } = navigation(locale);
  return (
    <footer className="bg-primary text-neutral-200">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.4fr_3fr] lg:px-8">
        <div className="space-y-5">
          <Link href="/" className="inline-block rounded-brand" aria-label={siteCopy.homeLink}>
            <Logo tone="dark" className="h-9 w-auto" />
          </Link>
          <p className="max-w-xs text-sm leading-relaxed">
            {siteCopy.footerBlurb} {siteCopy.tagline}
          </p>
          {/* Each link a 24 px target on its own line (WCAG 2.2, target size). */}
          <address className="text-sm leading-relaxed not-italic">
            {formatAddress(locale)}
            <a
              className="flex min-h-6 w-fit items-center hover:text-white hover:underline"
              href={`mailto:${siteConfig.email}`}
            >
              {siteConfig.email}
            </a>
            <a
              className="flex min-h-6 w-fit items-center hover:text-white hover:underline"
              href={siteConfig.phoneHref}
            >
              {siteConfig.phone}
            </a>
          </address>
        </div>
        <nav aria-label={siteCopy.footerNavLabel} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerSections.map((section) => (
            <div key={section.title}>
              <h2 className="font-heading text-sm font-bold tracking-wider text-white uppercase">
                {section.title}
              </h2>
              <ul className="mt-4 space-y-3 text-sm">
                {section.links.map((link) => (
                  <li key={link.href + link.label}>
                    <FooterLink link={link} prefetch={!findRedirect(link.href)} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-8 gap-y-3 px-4 py-6 text-sm sm:px-6 lg:px-8">
          <p>
            © {year} {siteConfig.legalName} · {siteCopy.organisationNumber}{' '}
            {siteConfig.organisationNumber}. {siteCopy.rightsReserved}
          </p>
        </div>
      </div>
    </footer>
  );
}
