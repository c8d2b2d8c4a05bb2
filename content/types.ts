import type { Icon } from '@/components/ui/icons';
import type { Href } from '@/lib/routes';
import type { IllustrationName } from './illustrations';
import type { ClientSlug } from './registry/clients';

/** Shapes of the site's static content (spec section 3). */

export type LinkAction = {
  label: string;
  href: Href;
};

/** One of our illustrations (content/illustrations.ts), with its alt text. */
export type Illustration = {
  name: IllustrationName;
  alt: string;
};

/** The eyebrow, title and lead paragraph that open a section. */
export type SectionIntro = { eyebrow?: string; title: string; description?: string };

/** An icon, a title and a line or two: benefits, values, module cards. */
export type Benefit = {
  icon: Icon;
  title: string;
  description: string;
};

export type Faq = {
  question: string;
  answer: string;
};

/** A person on the About page, with an illustrative portrait (an illustration's name). */
export type TeamMember = {
  name: string;
  role: string;
  bio: string;
  portrait: IllustrationName;
};

export type ClientQuote = {
  quote: string;
  name: string;
  title: string;
};

/**
 * The opening band of a page. A title of several lines (the home page's promise) is a list,
 * one line each.
 */
export type Hero = {
  eyebrow?: string;
  title: string | readonly string[];
  description: string;
  actions?: readonly LinkAction[];
  image?: Illustration;
};

/** The closing call to action of a page: the first action is the main one. */
export type Cta = {
  title: string;
  description?: string;
  actions: readonly LinkAction[];
};

/** What a page says about itself to browsers and crawlers (lib/metadata.ts `pageSeo`). */
export type PageMeta = {
  /** The document title; the site name is appended unless `absoluteTitle` is set. */
  title: string;
  /** The meta description, also used by the page's JSON-LD. */
  description: string;
  /** The page's own path, which is also its canonical URL. */
  path: string;
  absoluteTitle?: boolean;
  /** Left out of search results and the sitemap. */
  noindex?: boolean;
};

/**
 * One service detail page: what the `ServicePage` template renders around the service's name
 * and path, which come from the services registry (content/registry/services.ts).
 */
export type ServicePageContent = {
  /** Meta description and the JSON-LD description. */
  description: string;
  heroDescription: string;
  heroDetails: string;
  heroImage: Illustration;
  /** Clients who use the service, shown as logos (content/registry/clients.ts). */
  clients: readonly ClientSlug[];
  benefits: readonly string[];
  ctaLabel: string;
  ctaDescription: string;
  faqs: readonly Faq[];
};
