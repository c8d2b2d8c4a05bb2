import type { Words } from '@/lib/i18n';
import type * as en from '../../registry/modules';
import { productScreens } from '../product-screens';

/** ”Sex”, for headings that count the modules. */
export const moduleCountWord: Words<typeof en.moduleCountWord> = 'Sex';

/**
 * The platform's modules in Swedish (content/registry/modules.ts): the module names and what
 * each one does. Slugs, paths, icons and screens are the English ones.
 */
export const platformModules: Words<typeof en.platformModules> = [
  {
    title: 'Utlägg',
    tagline: 'Från kvitto till utbetalning, i mobilen',
    summary:
      'Fotografera kvittot, välj projekt och skicka in. Chefen attesterar i mobilen, och utlägget bokförs i rätt bolag och valuta och betalas ut med nästa lön.',
    illustration: productScreens.expense,
  },
  {
    title: 'Leverantörsfakturor',
    tagline: 'Fakturor tolkas, konteras, attesteras och betalas',
    summary:
      'Fakturorna kommer som e-faktura, pdf eller e-post, tolkas och konteras automatiskt och går till rätt attestant. Attesterade fakturor bokförs och läggs upp för betalning.',
    illustration: productScreens['supplier-invoice'],
  },
  {
    title: 'Tidrapportering',
    tagline: 'Timmar per projekt, klara för fakturering och lön',
    summary:
      'Timmar per dag, projekt och kund, rapporterade på en minut på webben eller i mobilen och attesterade varje vecka – klara för kundfakturering och lön.',
    illustration: productScreens['time-reporting'],
  },
  {
    title: 'Löneattest',
    tagline: 'Löneändringar attesteras före varje lönekörning',
    summary:
      'Löneändringar, frånvaro, bonusar och attesterade utlägg samlas i ett flöde innan våra specialister kör lönen i varje land. Medarbetarna hittar sina lönespecifikationer i appen.',
    illustration: productScreens['payroll-approval'],
  },
  {
    title: 'Projektrapportering',
    tagline: 'Marginal per projekt i alla era bolag',
    summary:
      'Timmar, kostnader och intäkter per projekt i alla era bolag, uppdaterade i takt med att de attesteras, så att projektledarna ser marginalen innan månaden är slut.',
    illustration: productScreens['project-reporting'],
  },
  {
    title: 'Rapportering',
    tagline: 'Månadsrapporter per bolag och för koncernen',
    summary:
      'Månadsrapporter per bolag och för koncernen, direkt från huvudboken som våra redovisningskonsulter bokför i: samma siffror för ekonomichefen, styrelsen och revisorerna.',
    illustration: productScreens.reporting,
  },
];
