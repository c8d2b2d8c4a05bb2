import { platformModules } from '@/content/registry/modules';
import { services } from '@/content/registry/services';
import type { FooterSection, NavItem, NavLink } from './site-config';
import { trustPath } from './routes';
import { siteConfig } from './site-config';
import { talkToSales } from '@/content/ctas';

/**
 * The header's and the footer's links. Services and platform modules come from their
 * registries, so a new service or module appears in the navigation without touching it.
 */

const serviceLinks: readonly NavLink[] = services.map((service) => ({
  label: service.name,
  href: service.path,
}));

export const mainNav: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Services',
    href: '/services',
    dropdownItems: [{ label: 'All services', href: '/services' }, ...serviceLinks],
  },
  {
    label: 'Tech Solution',
    href: '/tech-solution',
    dropdownItems: [
      { label: 'Platform overview', href: '/tech-solution' },
      { label: 'Global ERP', href: '/tech-solution/global-erp' },
      { label: 'Local ERPs', href: '/tech-solution/local-erps' },
    ],
  },
  { label: 'Career', href: '/career' },
  { label: 'About', href: '/about' },
  { label: 'News', href: '/news' },
];

export const contactNavItem: NavLink = talkToSales;
export const loginNavItem: NavLink = { label: 'Login', href: siteConfig.adminLoginUrl };

export const footerSections: readonly FooterSection[] = [
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Customers', href: '/customers' },
      { label: 'Trust & security', href: trustPath },
      { label: 'Career', href: '/career' },
      { label: 'Contact', href: talkToSales.href },
      { label: 'News', href: '/news' },
    ],
  },
  {
    title: 'Services',
    links: [{ label: 'Our Services', href: '/services' }, ...serviceLinks],
  },
  {
    title: 'Tech Solution',
    links: [
      { label: 'Our Tech Solution', href: '/tech-solution' },
      ...platformModules.map((module) => ({ label: module.title, href: module.path })),
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Cookie Policy', href: '/cookies' },
    ],
  },
];
