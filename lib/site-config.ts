/**
 * The firm's identity and the site's navigation. This is the only place these facts live:
 * the header, footer, metadata, JSON-LD, sitemap and tests all read them from here.
 */

export type NavLink = {
  label: string;
  href: string;
  description?: string;
};

export type NavItem = NavLink & {
  dropdownItems?: readonly NavLink[];
};

export type FooterSection = {
  title: string;
  links: readonly NavLink[];
};

export const siteConfig = {
  name: 'Solvik',
  legalName: 'Solvik AB',
  tagline: 'One point of contact. One tech interface. One login.',
  description:
    'Solvik runs accounting, payroll and financial management for Nordic companies and their subsidiaries across Europe and the US: one point of contact, one tech interface, one login.',
  url: 'https://www.solvik.example',
  email: 'hello@solvik.example',
  phone: '+46 8 123 456 70',
  phoneHref: 'tel:+46812345670',
  organisationNumber: '559012-3456',
  foundingYear: 2016,
  address: {
    streetAddress: 'Kungsgatan 12',
    postalCode: '111 43',
    locality: 'Stockholm',
    country: 'Sweden',
    countryCode: 'SE',
  },
  mapsUrl: 'https://www.openstreetmap.org/search?query=Kungsgatan%2012%2C%20111%2043%20Stockholm',
  adminLoginUrl: 'https://admin.solvik.example/login',
  careersSiteUrl: 'https://careers.solvik.example',
  hubspot: {
    region: 'na1',
    portalId: '48151623',
    formId: '7f3c2a1e-5b9d-4c8e-a6f0-2d4b8e9c1a37',
    scriptSrc: 'https://js.hsforms.net/forms/embed/v2.js',
  },
  logoPath: '/brand/solvik-logo.svg',
  socialImagePath: '/og/solvik-default.png',
} as const;

export const mainNav: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Services',
    href: '/services',
    dropdownItems: [
      { label: 'All services', href: '/services' },
      { label: 'Global Accounting', href: '/services/global-accounting' },
      { label: 'Global Payroll & HR', href: '/services/global-payroll' },
      { label: 'Local Accounting', href: '/services/local-accounting' },
      { label: 'Local Payroll', href: '/services/local-payroll' },
      { label: 'ERP Financial Management', href: '/tech-solution/netsuite' },
    ],
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

export const contactNavItem: NavLink = { label: 'Contact Us', href: '/contact' };
export const loginNavItem: NavLink = { label: 'Login', href: siteConfig.adminLoginUrl };

export const footerSections: readonly FooterSection[] = [
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Career', href: '/career' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'News', href: '/news' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Our Services', href: '/services' },
      { label: 'Our Tech Solution', href: '/tech-solution' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'News', href: '/news' },
      { label: 'Events', href: '/events' },
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

export function formatAddress(): string {
  const { streetAddress, postalCode, locality, country } = siteConfig.address;
  return `${streetAddress}, ${postalCode} ${locality}, ${country}`;
}

export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || href.startsWith('mailto:') || href.startsWith('tel:');
}
