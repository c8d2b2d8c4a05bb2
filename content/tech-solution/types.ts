import type { IconName } from '@/lib/icons';
import type { TechSolutionSubPage } from '@/lib/routes';
import type { Benefit, Cta, Faq, Hero, PageMeta, SectionIntro } from '../types';

export type { SectionIntro };
type IconItem = Benefit;

export type Step = { title: string; description: string };

export type ErpOption = {
  title: string;
  description: string;
  href: '/tech-solution/global-erp' | '/tech-solution/local-erps';
  points: string[];
};

export type SupportedErp = {
  country: string;
  system: string;
};

/** The overview; its modules come from content/registry/modules.ts. */
export type TechSolutionOverviewContent = {
  page: PageMeta;
  hero: Hero;
  modulesSection: SectionIntro;
  erpSection: SectionIntro;
  erpOptions: ErpOption[];
  benefitsSection: SectionIntro;
  benefits: IconItem[];
  /** What every module has in common, whichever ones a client uses. */
  qualitiesSection: SectionIntro;
  qualities: IconItem[];
  cta: Cta;
};

/** The shared shape of the Global ERP and Local ERPs pages. */
export type ErpPageContent = {
  page: PageMeta;
  hero: Hero;
  benefitsSection: SectionIntro;
  benefits: IconItem[];
  stepsSection: SectionIntro;
  steps: (Step & { icon: IconName })[];
  cta: Cta;
};

/** One platform module's page; its title, icon, summary and screen come from the registry. */
export type ModulePageContent = {
  /** A second paragraph under the registry's summary in the hero. */
  heroDetails: string;
  benefitsSection: SectionIntro;
  benefits: readonly IconItem[];
  stepsSection: SectionIntro;
  /** Three steps: the timeline is drawn for three. */
  steps: readonly [StepWithIcon, StepWithIcon, StepWithIcon];
  /** What the module does differently per country, under the list of countries and ERPs. */
  coverageNote: string;
  faqs: readonly Faq[];
  /** Modules to read about next, by slug. */
  relatedSlugs: readonly TechSolutionSubPage[];
  cta: { title: string; description: string };
};

type StepWithIcon = Step & { icon: IconName };
