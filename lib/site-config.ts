/**
 * The firm's identity. This is the only place these facts live: the header, footer, metadata,
 * JSON-LD, sitemap and tests all read them from here. The navigation built on them is in
 * content/navigation.ts, kept apart so that client code reading these facts does not load the
 * content registries the navigation maps over.
 */
import { intlLocale, type Locale } from './i18n';
import type { Href } from './routes';

export type NavLink = {
  label: string;
  href: Href;
  /** One line under the link in the desktop menu. */
  description?: string;
  /** The column of a dropdown the link sits in, by its heading; links of one group are adjacent. */
  group?: string;
};

export type NavItem = NavLink & {
  dropdownItems?: readonly NavLink[];
  /**
   * The paths whose pages belong to this item (and everything under them), so the item is
   * marked current there; `[href]` when not given. A dropdown may link outside its section:
   * Services lists the NetSuite service, whose page belongs to Tech Solution.
   */
  section?: readonly string[];
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
  /** Where vulnerabilities are reported (/trust and /.well-known/security.txt). */
  securityEmail: 'security@solvik.example',
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
  /** The HubSpot form the contact form's submissions go to (lib/contact, server side). */
  hubspot: {
    portalId: '48151623',
    formId: '7f3c2a1e-5b9d-4c8e-a6f0-2d4b8e9c1a37',
  },
  /**
   * Where the Solvik platform and client data run: a Finnish cloud provider, in its Stockholm
   * data center, with backups in its Helsinki one (the trust page and its sub-processor list).
   */
  hosting: {
    provider: 'UpCloud',
    legalName: 'UpCloud Ltd',
    primary: { city: 'Stockholm', countryCode: 'SE', zone: 'SE-STO1' },
    backup: { city: 'Helsinki', countryCode: 'FI', zone: 'FI-HEL2' },
  },
  /**
   * The firms that process client data for us, beyond the hosting: each is a sub-processor under
   * GDPR Article 28.2, named on the trust page in both languages (tests/unit/content/facts.test.ts).
   * The partner firms are invented for this demo, like the clients and the team.
   */
  subProcessors: {
    office: { legalName: 'Microsoft Ireland Operations Ltd', countryCode: 'IE' },
    /** One per country outside the Nordics; `payroll` where Global Payroll & HR covers it. */
    partners: [
      {
        legalName: 'Brandt & Albers Steuerberatung GmbH',
        city: 'Hamburg',
        countryCode: 'DE',
        payroll: true,
      },
      {
        legalName: 'Van Houten Administratie B.V.',
        city: 'Utrecht',
        countryCode: 'NL',
        payroll: false,
      },
      {
        legalName: 'Ashworth Kerr Accountants Ltd',
        city: 'Manchester',
        countryCode: 'GB',
        payroll: true,
      },
      {
        legalName: 'Lakeshore Payroll & Accounting LLC',
        city: 'Chicago',
        countryCode: 'US',
        payroll: true,
      },
    ],
  },
  /** Our own processors for this website, not for client data (the trust and privacy pages). */
  websiteProcessors: {
    forms: { legalName: 'HubSpot, Inc.', countryCode: 'US' },
    news: { legalName: 'Contentful GmbH', countryCode: 'DE' },
  },
  logoPath: '/brand/solvik-logo.svg',
} as const;

export function formatAddress(locale: Locale = 'en'): string {
  const { streetAddress, postalCode, locality, countryCode } = siteConfig.address;
  // The country's name in the reader's language, from Intl's own list: Sweden, Sverige.
  const country = new Intl.DisplayNames([intlLocale[locale]], { type: 'region' }).of(countryCode);
  return `${streetAddress}, ${postalCode} ${locality}, ${country ?? siteConfig.address.country}`;
}

export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || href.startsWith('mailto:') || href.startsWith('tel:');
}
