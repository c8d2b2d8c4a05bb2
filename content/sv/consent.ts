import type { Translation } from '@/lib/i18n';
import type * as en from '../consent';

/** Cookiebannerns och cookieinställningarnas texter, på svenska (content/consent.ts). */
export const consentCopy = {
  banner: {
    title: 'Cookies på den här webbplatsen',
    text: 'Webbplatsen använder bara de cookies som behövs för att den ska fungera. Vi spårar dig inte och visar inga annonser, och vårt kontaktformulär sätter inga cookies. Om det någon gång ändras frågar vi dig här först. Du kan när som helst ändra ditt val under Cookieinställningar längst ned på varje sida.',
    policyLink: 'Läs vår cookiepolicy',
    acceptAll: 'Godkänn alla',
    rejectAll: 'Endast nödvändiga',
    settings: 'Inställningar',
  },
  settings: {
    title: 'Cookieinställningar',
    intro:
      'Välj vilka cookies vi får använda. Nödvändiga cookies är alltid på; alla andra är avstängda tills du slår på dem.',
    close: 'Stäng cookieinställningarna',
    save: 'Spara mina val',
    alwaysOn: 'Alltid på',
    notUsed: 'Används inte i dag',
  },
  categories: {
    necessary: {
      name: 'Nödvändiga',
      description:
        'Kommer ihåg ditt val (cookien solvik_consent, 12 månader) och håller förhandsgranskningen igång för redaktörer som granskar opublicerade nyheter. Webbplatsen fungerar inte utan dem.',
    },
    analytics: {
      name: 'Statistik',
      description: 'Statistik över hur webbplatsen används. Vi mäter inte besökare i dag.',
    },
    marketing: {
      name: 'Marknadsföring',
      description:
        'Annonsering på den här eller andra webbplatser. Vi annonserar inte med hjälp av cookies i dag.',
    },
  },
  footerLink: 'Cookieinställningar',
} as const satisfies Translation<typeof en.consentCopy>;
