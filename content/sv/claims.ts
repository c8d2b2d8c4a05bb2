import type { Translation } from '@/lib/i18n';
import type * as en from '../claims';
import type { Claim } from '../claims';
import { findCase } from './cases';

/**
 * The figures the Swedish copy claims, each with where it comes from (content/claims.ts). The
 * patterns match the fixed Swedish phrasings; tests/unit/pages/claims.test.ts checks the files
 * under content/sv against these.
 */

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const nordvik = findCase('nordvik-logistics');
const nordvikManualWork = nordvik?.results[0];
if (!nordvik || !nordvikManualWork)
  throw new Error('The 70\u00a0% claim needs the Swedish Nordvik case');

export const claims: readonly Claim[] = [
  {
    id: 'manual-work',
    pattern: /70\s?% mindre manuellt arbete/i,
    label: 'Mindre manuellt arbete',
    source: `${nordvik.client.name}, ${nordvikManualWork.label}: ${lowerFirst(nordvikManualWork.detail)}. ${nordvikManualWork.source}. Vårt bästa kundresultat hittills, inte ett typiskt resultat.`,
    link: { label: `Läs kundcaset om ${nordvik.client.name}`, href: nordvik.path },
  },
  {
    id: 'implementation-accounting',
    pattern: /cirka 2–3 månader/i,
    label: 'Införande på cirka 2–3 månader',
    source:
      'Gäller de mittersta 50\u00a0procenten av de redovisningsuppdrag vi startade 2023–2024, räknat från påskrivet avtal till det första månadsbokslut vi levererade, för bolag och koncerner med upp till fem bolag.',
  },
  {
    id: 'implementation-erp',
    pattern: /cirka 3–6 månader/i,
    label: 'Införande på cirka 3–6 månader',
    source:
      'Gäller de mittersta 50\u00a0procenten av de affärssystem vi införde 2022–2024, räknat från påskrivet avtal till driftstart för det sista bolaget.',
  },
] satisfies Translation<typeof en.claims>;

/** The Swedish claims a page's copy states, in the order of `claims`. */
export function claimsIn(texts: readonly string[]): Claim[] {
  return claims.filter((claim) => texts.some((text) => claim.pattern.test(text)));
}

export const claimCopy = { sourceLabel: 'Källa för' } as const satisfies Translation<
  typeof en.claimCopy
>;
