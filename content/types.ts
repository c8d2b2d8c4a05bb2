import type { LucideIcon } from 'lucide-react';
import type { IllustrationName } from './illustrations';

/** Shapes of the site's static content (spec section 3). */

export type LinkAction = {
  label: string;
  href: string;
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
  icon: LucideIcon;
  title: string;
  description: string;
};

export type Faq = {
  question: string;
  answer: string;
};

export type ClientQuote = {
  quote: string;
  name: string;
  title: string;
};

/** A service as the overview and the home page list it. */
export type ServiceSummary = {
  icon: LucideIcon;
  title: string;
  description: string;
  href: string;
};

/** One service detail page: everything the `ServicePage` template renders. */
export type Service = {
  /** Short name, used in breadcrumbs, JSON-LD and the Trusted-by row. */
  name: string;
  /** The page's h1. */
  title: string;
  /** Meta description and the JSON-LD description. */
  description: string;
  heroDescription: string;
  heroDetails: string;
  heroImage: Illustration;
  /** Clients who use the service, shown as names. */
  clientExamples: readonly string[];
  /** Case-study links for the client examples; empty until we have pages of our own to link. */
  clientLinks: readonly string[];
  benefits: readonly string[];
  /** The page's own path, which is also its canonical URL. */
  canonical: string;
  ctaLabel: string;
  ctaDescription: string;
  faqs: readonly Faq[];
};
