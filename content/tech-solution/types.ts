import type { Icon } from '@/components/ui/icons';
import type { Benefit, Cta, Hero, PageMeta, SectionIntro } from '../types';

export type { SectionIntro };
export type IconItem = Benefit;

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
  cta: Cta;
};

/** The shared shape of the Global ERP and Local ERPs pages. */
export type ErpPageContent = {
  page: PageMeta;
  hero: Hero;
  benefitsSection: SectionIntro;
  benefits: IconItem[];
  stepsSection: SectionIntro;
  steps: (Step & { icon: Icon })[];
  cta: Cta;
};
