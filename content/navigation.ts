import * as modulesEn from '@/content/registry/modules';
import * as servicesEn from '@/content/registry/services';
import * as siteEn from '@/content/site';
import { translations } from '@/content/words';
import * as ctasEn from '@/content/ctas';
import { inLocale, type Locale } from '@/lib/i18n';
import type { FooterSection, NavItem, NavLink } from '@/lib/site-config';
import { erpServicePath, trustPath } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';

/**
 * The header's and the footer's links, in a page's language. Services and platform modules come
 * from their registries, so a new service or module appears in the navigation without touching
 * it. Paths are the English ones: links add the language (components/ui/link.tsx).
 */
export function navigation(locale: Locale) {
  const { siteCopy } = inLocale(locale, siteEn, translations.site);
  const { services } = inLocale(locale, servicesEn, translations.registryServices);
  const { platformModules } = inLocale(locale, modulesEn, translations.registryModules);
  const { talkToSales } = inLocale(locale, ctasEn, translations.ctas);
  const { nav, footer } = siteCopy;

  const serviceLinks: readonly NavLink[] = services.map((service) => ({
    label: service.name,
    href: service.path,
  }));

  const platformLinks: readonly NavLink[] = (
    [
      {
        label: nav.platformOverview,
        href: '/tech-solution',
        description: nav.platformOverviewLine,
      },
      { label: nav.globalErp, href: '/tech-solution/global-erp', description: nav.globalErpLine },
      { label: nav.localErps, href: '/tech-solution/local-erps', description: nav.localErpsLine },
      { label: nav.netsuite, href: erpServicePath, description: nav.netsuiteLine },
    ] satisfies NavLink[]
  ).map((link) => ({ ...link, group: nav.platformGroup }));

  const mainNav: readonly NavItem[] = [
    { label: nav.home, href: '/' },
    {
      label: nav.services,
      href: '/services',
      dropdownItems: [{ label: nav.allServices, href: '/services' }, ...serviceLinks],
    },
    {
      // The product: its modules, each in a line, beside the ways to run it on an ERP.
      label: nav.techSolution,
      href: '/tech-solution',
      dropdownItems: [
        ...platformModules.map((module) => ({
          label: module.title,
          href: module.path,
          description: module.tagline,
          group: nav.modulesGroup,
        })),
        ...platformLinks,
      ],
    },
    { label: nav.career, href: '/career' },
    {
      label: nav.about,
      href: '/about',
      section: ['/about', '/customers', trustPath],
      dropdownItems: [
        { label: nav.aboutSolvik, href: '/about', description: nav.aboutSolvikLine },
        { label: nav.customers, href: '/customers', description: nav.customersLine },
        { label: nav.trust, href: trustPath, description: nav.trustLine },
      ],
    },
    { label: nav.news, href: '/news' },
  ];

  const footerSections: readonly FooterSection[] = [
    {
      title: footer.company,
      links: [
        { label: footer.about, href: '/about' },
        { label: footer.customers, href: '/customers' },
        { label: footer.trust, href: trustPath },
        { label: footer.career, href: '/career' },
        { label: footer.contact, href: '/contact' },
        { label: footer.news, href: '/news' },
      ],
    },
    {
      title: footer.services,
      links: [{ label: footer.ourServices, href: '/services' }, ...serviceLinks],
    },
    {
      title: footer.techSolution,
      links: [
        { label: footer.ourTechSolution, href: '/tech-solution' },
        ...platformModules.map((module) => ({ label: module.title, href: module.path })),
      ],
    },
    {
      title: footer.legal,
      links: [
        { label: footer.privacy, href: '/privacy' },
        { label: footer.terms, href: '/terms' },
        { label: footer.cookies, href: '/cookies' },
      ],
    },
  ];

  return {
    mainNav,
    contactNavItem: talkToSales as NavLink,
    loginNavItem: { label: nav.login, href: siteConfig.adminLoginUrl } as NavLink,
    footerSections,
  };
}
