import type { LucideIcon } from 'lucide-react';
import type { TechSolutionSubPage } from '@/lib/routes';
import type { Benefit, SectionIntro } from '../types';

export type { SectionIntro };
export type IconItem = Benefit;

export type PlatformModule = IconItem & {
  /** The module's own page under /tech-solution, when one exists. */
  subPage?: TechSolutionSubPage;
};

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

export type CtaContent = { title: string; description: string; button: string };

export type TechSolutionOverviewContent = {
  metaTitle: string;
  description: string;
  hero: { eyebrow: string; title: string; lead: string };
  modulesSection: SectionIntro;
  modules: PlatformModule[];
  erpSection: SectionIntro;
  erpOptions: ErpOption[];
  benefitsSection: SectionIntro;
  benefits: IconItem[];
  cta: CtaContent;
};

/** The shared shape of the Global ERP and Local ERPs pages. */
export type ErpPageContent = {
  metaTitle: string;
  description: string;
  hero: { eyebrow: string; title: string; lead: string };
  benefitsSection: SectionIntro;
  benefits: IconItem[];
  stepsSection: SectionIntro;
  steps: (Step & { icon: LucideIcon })[];
  cta: CtaContent;
};
