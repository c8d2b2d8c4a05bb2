import type { IconName } from '@/lib/icons';
import type { CaseSlug, Href } from '@/lib/routes';
import type { IllustrationName } from './illustrations';
import type { ClientSlug } from './registry/clients';

/** Shapes of the site's static content: pages, sections, links and illustrations. */

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
  icon: IconName;
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
export type { PageMeta } from '@/lib/metadata';

/** One phase of bringing a client on board, in weeks from the signed agreement. */
type OnboardingPhase = {
  /** The first and the last week of the phase (the same week for a one-week phase). */
  weeks: readonly [number, number];
  title: string;
  description: string;
};

/** Something the price of a service depends on, and how. */
type PriceDriver = {
  name: string;
  detail: string;
};

/**
 * One service detail page: what the `ServicePage` template renders around the service's name
 * and path, which come from the services registry (content/registry/services.ts). It answers a
 * buyer's questions in the order they ask them: where, what, how long, how much, who else.
 */
export type ServicePageContent = {
  /** Meta description and the JSON-LD description. */
  description: string;
  heroDescription: string;
  heroDetails: string;
  heroImage: Illustration;
  /** Clients who use the service, shown as logos (content/registry/clients.ts). */
  clientSlugs: readonly ClientSlug[];
  /** The countries the service runs in, and what happens outside them. */
  coverage: { countries: readonly string[]; note: string };
  /** What the fee covers. */
  included: readonly string[];
  /** What it does not, and who does it instead. */
  notIncluded: readonly string[];
  /** From the signed agreement to the first close or pay run: the total, then the phases. */
  onboarding: { summary: string; phases: readonly OnboardingPhase[] };
  /** How the price is set: what drives it, never a price we cannot quote unseen. */
  pricing: { summary: string; drivers: readonly PriceDriver[] };
  /** The client case that shows the service at work (content/cases.ts). */
  clientCase: { slug: CaseSlug };
  ctaLabel: string;
  ctaDescription: string;
  faqs: readonly Faq[];
};
