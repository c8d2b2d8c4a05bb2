import {
  Boxes,
  ChartColumn,
  ChartLine,
  CircleCheck,
  Combine,
  LayoutDashboard,
  Plug,
} from '@/components/ui/icons';
import type { Translation } from '@/lib/i18n';
import { productScreens } from '../product-screens';
import type * as en from '../../tech-solution/local-erps';
import { bookADemo } from '../ctas';

/** /tech-solution/local-erps in Swedish (content/tech-solution/local-erps.ts). */
export const localErpsPage = {
  page: {
    title: 'Lokala affärssystem',
    description:
      'Behåll Fortnox, Visma, Tripletex, Netvisor, e-conomic, DATEV eller Xero i varje land och ge koncernen ett gränssnitt, ett attestflöde och konsoliderad rapportering ovanpå.',
    path: '/tech-solution/local-erps',
  },
  hero: {
    eyebrow: 'Teknisk lösning · Integration',
    title: 'Lokala affärssystem',
    description:
      'Ert svenska bolag kör Fortnox, det tyska DATEV och det brittiska Xero. Behåll dem. Solvik-appen kopplar ihop alla lokala system, så att era medarbetare arbetar i ett gränssnitt och ledningen ser en samlad koncern.',
    actions: [bookADemo, { label: 'Alla plattformsmoduler', href: '/tech-solution' }],
    image: productScreens['local-erps'],
  },
  benefitsSection: {
    eyebrow: 'Fördelar',
    title: 'Lokala system, ett arbetssätt',
    description:
      'De lokala redovisningskonsulterna behåller sina verktyg – alla andra får en och samma app.',
  },
  benefits: [
    {
      icon: LayoutDashboard,
      title: 'Ett gränssnitt',
      description:
        'Medarbetare och chefer använder samma app i alla länder, oavsett vilket affärssystem som ligger under.',
    },
    {
      icon: CircleCheck,
      title: 'Samlad attest',
      description:
        'Varje utlägg, leverantörsfaktura och löneändring attesteras på ett ställe, med samma regler.',
    },
    {
      icon: ChartColumn,
      title: 'Konsoliderad rapportering',
      description:
        'Siffrorna från varje lokal huvudbok samlas i koncernens valuta, med samma definitioner.',
    },
    {
      icon: Boxes,
      title: 'Enhetliga moduler',
      description:
        'Utlägg, fakturor, tid, lön och rapportering fungerar likadant ovanpå varje lokalt system.',
    },
  ],
  stepsSection: {
    eyebrow: 'Så fungerar det',
    title: 'Tre steg till en samlad koncern',
  },
  steps: [
    {
      icon: Plug,
      title: 'Koppla era affärssystem',
      description:
        'Vi kopplar varje bolags affärssystem via dess eget gränssnitt och mappar konton, kostnadsställen och momskoder.',
    },
    {
      icon: Combine,
      title: 'Samla och samordna',
      description:
        'Attestregler, moduler och användare sätts upp en gång för koncernen och gäller sedan för varje bolag.',
    },
    {
      icon: ChartLine,
      title: 'Agera och analysera',
      description:
        'Era team attesterar och rapporterar i appen medan ni följer hela koncernen i konsoliderade rapporter.',
    },
  ],
  cta: {
    title: 'Samla era lokala affärssystem',
    description:
      'Berätta vilka system ni kör i vilka länder, så visar vi hur appen fungerar ovanpå dem alla.',
    actions: [bookADemo],
  },
} satisfies Translation<typeof en.localErpsPage>;

export const supportedErpsSection = {
  eyebrow: 'System som stöds',
  title: 'Lokala affärssystem vi kopplar till i dag',
  description:
    'De system som våra kunder oftast använder på varje marknad där vi finns. Svenska bolag med ett annat system kopplar vi med import och export av SIE-filer.',
} satisfies Translation<typeof en.supportedErpsSection>;

/** The widely used local systems of each market we serve; the country names in Swedish. */
export const supportedErps = [
  { country: 'Sverige', system: 'Fortnox, Visma' },
  { country: 'Norge', system: 'Tripletex' },
  { country: 'Finland', system: 'Netvisor' },
  { country: 'Danmark', system: 'e-conomic' },
  { country: 'Tyskland', system: 'DATEV' },
  { country: 'Storbritannien/Australien', system: 'Xero' },
] satisfies Translation<typeof en.supportedErps>;

/** The line under each system, with the Swedish country name (`supportedErps`). */
export function integrationSupportText(country: string): string {
  return `Fullt integrationsstöd för verksamhet i ${country}`;
}

integrationSupportText satisfies typeof en.integrationSupportText;
