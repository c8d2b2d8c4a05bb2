/**
 * The words the tech-solution templates put around their content (the step timeline, the ERP
 * option cards), and how the pages' Service JSON-LD names what they describe. Their Swedish
 * words: content/sv/tech-solution/copy.ts.
 */
export const techSolutionCopy = {
  /** The label over a numbered step's title. */
  step: (number: number) => `Step ${number}`,
  /** The link at the foot of an ERP option's card, named after the option. */
  exploreOption: (title: string) => `Explore ${title}`,
  structuredData: {
    platformName: 'Solvik finance platform',
    platformType: 'Financial software platform',
    erpIntegrationType: 'ERP integration',
    moduleType: 'Finance software',
  },
} as const;
