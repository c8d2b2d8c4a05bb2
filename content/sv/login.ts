import type { Translation } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import type * as en from '../login';

/** Inloggningssidan, på svenska (content/login.ts). */
export const loginPage = {
  page: {
    title: 'Kundinloggning',
    description: `Logga in hos ${siteConfig.name}. Kundkonton finns i ${siteConfig.name}s adminapp.`,
    path: '/login',
    noindex: true,
  },
  title: 'Kundinloggning',
  lead: 'Välkommen tillbaka. Logga in med den e-postadress som ditt konto skapades med.',
  adminNote: {
    title: 'Letar du efter kundportalen?',
    text: `Dina attester, rapporter och dokument finns i ${siteConfig.name}s adminapp. Den här sidan är en demonstration av inloggningsformuläret och öppnar inget konto.`,
    linkLabel: 'Gå till admininloggningen',
  },
  form: {
    email: 'E-postadress',
    password: 'Lösenord',
    remember: 'Kom ihåg mig',
    forgot: 'Glömt lösenordet?',
    forgotSubject: 'Återställning av lösenord',
    submit: 'Logga in',
    busy: 'Loggar in…',
  },
  toast: {
    message: 'Inloggningen lyckades',
    description: 'Det här var en demonstration. Använd adminappen för att komma åt ditt konto.',
  },
} satisfies Translation<typeof en.loginPage>;
