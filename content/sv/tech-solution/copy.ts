import type { Translation } from '@/lib/i18n';
import type * as en from '../../tech-solution/copy';

/** The words around the tech-solution templates' content, in Swedish (content/tech-solution/copy.ts). */
export const techSolutionCopy = {
  step: (number: number) => `Steg ${number}`,
  /** ”Mer om globalt affärssystem”: the option's title, lower case mid-sentence. */
  exploreOption: (title: string) => `Mer om ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
  structuredData: {
    platformName: 'Solviks ekonomiplattform',
    platformType: 'Plattform för ekonomisystem',
    erpIntegrationType: 'Integration med affärssystem',
    moduleType: 'Ekonomisystem',
  },
} as const satisfies Translation<typeof en.techSolutionCopy>;
