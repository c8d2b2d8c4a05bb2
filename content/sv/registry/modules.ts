import {
  Banknote,
  ChartColumn,
  FileInput,
  FolderKanban,
  Receipt,
  Timer,
} from '@/components/ui/icons';
import type { Translation } from '@/lib/i18n';
import { techSolutionSubPagePath } from '@/lib/routes';
import { productScreens } from '../product-screens';
import type * as en from '../../registry/modules';
import type { PlatformModule } from '../../registry/modules';

/**
 * The platform's modules in Swedish (content/registry/modules.ts): the module names and what
 * each one does. Slugs, paths, icons and screens are the English ones.
 */
export const platformModules = [
  {
    slug: 'expense',
    path: techSolutionSubPagePath('expense'),
    title: 'Utlägg',
    tagline: 'Från kvitto till utbetalning, i mobilen',
    icon: Receipt,
    summary:
      'Fotografera kvittot, välj projekt och skicka in. Chefen attesterar i mobilen, och utlägget bokförs i rätt bolag och valuta och betalas ut med nästa lön.',
    illustration: productScreens.expense,
  },
  {
    slug: 'supplier-invoice',
    path: techSolutionSubPagePath('supplier-invoice'),
    title: 'Leverantörsfakturor',
    tagline: 'Fakturor tolkas, konteras, attesteras och betalas',
    icon: FileInput,
    summary:
      'Fakturorna kommer som e-faktura, pdf eller e-post, tolkas och konteras automatiskt och går till rätt attestant. Attesterade fakturor bokförs och läggs upp för betalning.',
    illustration: productScreens['supplier-invoice'],
  },
  {
    slug: 'time-reporting',
    path: techSolutionSubPagePath('time-reporting'),
    title: 'Tidrapportering',
    tagline: 'Timmar per projekt, klara för fakturering och lön',
    icon: Timer,
    summary:
      'Timmar per dag, projekt och kund, rapporterade på en minut på webben eller i mobilen och attesterade varje vecka – klara för kundfakturering och lön.',
    illustration: productScreens['time-reporting'],
  },
  {
    slug: 'payroll-approval',
    path: techSolutionSubPagePath('payroll-approval'),
    title: 'Löneattest',
    tagline: 'Löneändringar attesteras före varje lönekörning',
    icon: Banknote,
    summary:
      'Löneändringar, frånvaro, bonusar och attesterade utlägg samlas i ett flöde innan våra specialister kör lönen i varje land. Medarbetarna hittar sina lönespecifikationer i appen.',
    illustration: productScreens['payroll-approval'],
  },
  {
    slug: 'project-reporting',
    path: techSolutionSubPagePath('project-reporting'),
    title: 'Projektrapportering',
    tagline: 'Marginal per projekt i alla era bolag',
    icon: FolderKanban,
    summary:
      'Timmar, kostnader och intäkter per projekt i alla era bolag, uppdaterade i takt med att de attesteras, så att projektledarna ser marginalen innan månaden är slut.',
    illustration: productScreens['project-reporting'],
  },
  {
    slug: 'reporting',
    path: techSolutionSubPagePath('reporting'),
    title: 'Rapportering',
    tagline: 'Månadsrapporter per bolag och för koncernen',
    icon: ChartColumn,
    summary:
      'Månadsrapporter per bolag och för koncernen, direkt från huvudboken som våra redovisningskonsulter bokför i: samma siffror för ekonomichefen, styrelsen och revisorerna.',
    illustration: productScreens.reporting,
  },
] as const satisfies readonly PlatformModule[] satisfies Translation<typeof en.platformModules>;

/** The module with this slug, from the Swedish list, or undefined. */
export function findModule(slug: string): PlatformModule | undefined {
  return platformModules.find((module) => module.slug === slug);
}

findModule satisfies typeof en.findModule;

const numberWords = ['inga', 'en', 'två', 'tre', 'fyra', 'fem', 'sex', 'sju', 'åtta', 'nio'];

/** ”Sex”, for headings that count the modules. */
export const moduleCountWord = capitalise(
  numberWords[platformModules.length] ?? String(platformModules.length),
) satisfies Translation<typeof en.moduleCountWord>;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
