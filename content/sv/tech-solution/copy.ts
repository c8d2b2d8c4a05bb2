import type { Words } from '@/lib/i18n';
import type * as en from '../../tech-solution/copy';

/** The words around the tech-solution templates' content, in Swedish (content/tech-solution/copy.ts). */
export const techSolutionCopy: Words<typeof en.techSolutionCopy> = {
  step: (number) => `Steg ${number}`,
  exploreOption: (title) => `Mer om ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
  structuredData: {
    platformName: 'Solviks ekonomiplattform',
    platformType: 'Plattform för ekonomisystem',
    erpIntegrationType: 'Integration med affärssystem',
    moduleType: 'Ekonomisystem',
  },
};
