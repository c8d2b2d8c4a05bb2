import { findCase } from './cases';
import type { LinkAction } from './types';

/**
 * The figures our marketing copy claims, each with where it comes from. A page that states one
 * shows its source line (components/trust/claim-sources.tsx) in the same words everywhere;
 * tests/unit/pages/claims.test.ts fails on a percentage in the copy that is not listed here.
 */
export type Claim = {
  id: string;
  /** How the claim reads in the copy, wherever it stands in a sentence. */
  pattern: RegExp;
  /** The claim as the source line names it. */
  label: string;
  source: string;
  link?: LinkAction;
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const nordvik = findCase('nordvik-logistics');
const nordvikManualWork = nordvik?.results[0];
if (!nordvik || !nordvikManualWork) throw new Error('The 70% claim needs the Nordvik case');

export const claims: readonly Claim[] = [
  {
    id: 'manual-work',
    pattern: /70% less manual work/i,
    label: 'Less manual work',
    source: `${nordvik.client.name}, ${nordvikManualWork.label}: ${lowerFirst(nordvikManualWork.detail)}. ${nordvikManualWork.source}. Our best client result so far, not a typical one.`,
    link: { label: `Read the ${nordvik.client.name} case`, href: nordvik.path },
  },
  {
    id: 'implementation-accounting',
    pattern: /about 2–3 months/i,
    label: 'Implementation in about 2–3 months',
    source:
      'The middle half of our accounting onboardings in 2023–2024, from signed agreement to the first month we closed, for companies and groups of up to five entities.',
  },
  {
    id: 'implementation-erp',
    pattern: /about 3–6 months/i,
    label: 'Implementation in about 3–6 months',
    source:
      'The middle half of our ERP implementations in 2022–2024, from signed agreement to the go-live of the last entity.',
  },
];

/** The claims of `list` (a language's, English's if not said) that `texts` state, in its order. */
export function claimsIn(texts: readonly string[], list: readonly Claim[] = claims): Claim[] {
  return list.filter((claim) => texts.some((text) => claim.pattern.test(text)));
}

export const claimCopy = { sourceLabel: 'Source for' } as const;
