import type { Words } from '@/lib/i18n';
import type * as en from '../../tech-solution/local-erps';
import { bookADemo } from '../ctas';
import { productScreens } from '../product-screens';

export const integrationSupportText: Words<typeof en.integrationSupportText> =
  function integrationSupportText(country) {
    return `Fullt integrationsstöd för verksamhet i ${country}`;
  };

/** /tech-solution/local-erps in Swedish (content/tech-solution/local-erps.ts). */
export const localErpsPage: Words<typeof en.localErpsPage> = {
  page: {
    title: 'Lokala affärssystem',
    description:
      'Behåll Fortnox, Visma, Tripletex, Netvisor, e-conomic, DATEV eller Xero i varje land och ge koncernen ett gränssnitt, ett attestflöde och konsoliderad rapportering ovanpå.',
  },
  hero: {
    eyebrow: 'Teknisk lösning · Integration',
    title: 'Lokala affärssystem',
    description:
      'Ert svenska bolag kör Fortnox, det tyska DATEV och det brittiska Xero. Behåll dem. Solvik-appen kopplar ihop alla lokala system, så att era medarbetare arbetar i ett gränssnitt och ledningen ser en samlad koncern.',
    actions: [bookADemo, { label: 'Alla plattformsmoduler' }],
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
      title: 'Ett gränssnitt',
      description:
        'Medarbetare och chefer använder samma app i alla länder, oavsett vilket affärssystem som ligger under.',
    },
    {
      title: 'Samlad attest',
      description:
        'Varje utlägg, leverantörsfaktura och löneändring attesteras på ett ställe, med samma regler.',
    },
    {
      title: 'Konsoliderad rapportering',
      description:
        'Siffrorna från varje lokal huvudbok samlas i koncernens valuta, med samma definitioner.',
    },
    {
      title: 'Enhetliga moduler',
      description:
        'Utlägg, fakturor, tid, lön och rapportering fungerar likadant ovanpå varje lokalt system.',
    },
  ],
  stepsSection: { eyebrow: 'Så fungerar det', title: 'Tre steg till en samlad koncern' },
  steps: [
    {
      title: 'Anslut era affärssystem',
      description:
        'Vi ansluter varje bolags affärssystem via dess eget gränssnitt och mappar konton, kostnadsställen och momskoder.',
    },
    {
      title: 'Samla och samordna',
      description:
        'Attestregler, moduler och användare sätts upp en gång för koncernen och gäller sedan för varje bolag.',
    },
    {
      title: 'Attestera och följ upp',
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
};

/** The widely used local systems of each market we serve; the country names in Swedish. */
export const supportedErps: Words<typeof en.supportedErps> = [
  { country: 'Sverige', system: 'Fortnox, Visma' },
  { country: 'Norge', system: 'Tripletex' },
  { country: 'Finland', system: 'Netvisor' },
  { country: 'Danmark', system: 'e-conomic' },
  { country: 'Tyskland', system: 'DATEV' },
  { country: 'Storbritannien', system: 'Xero' },
];

export const supportedErpsSection: Words<typeof en.supportedErpsSection> = {
  eyebrow: 'System som stöds',
  title: 'Lokala affärssystem som vi har integrationer med i dag',
  description:
    'De system som våra kunder oftast använder på varje marknad där vi finns. Svenska bolag med ett annat system kopplar vi med import och export av SIE-filer.',
};
