import type { Words } from '@/lib/i18n';
import type * as en from '../login';

/** Inloggningssidan, på svenska (content/login.ts). */
export const loginPage: Words<typeof en.loginPage> = {
  page: {
    title: 'Kundinloggning',
    description: 'Logga in hos Solvik. Kundkonton finns i Solvik-appen.',
  },
  title: 'Kundinloggning',
  lead: 'Välkommen tillbaka. Logga in med den e-postadress som ditt konto skapades med.',
  adminNote: {
    title: 'Letar du efter Solvik-appen?',
    text: 'Dina attester, rapporter och dokument finns i Solvik-appen. Den här sidan är en demonstration av inloggningsformuläret och öppnar inget konto.',
    linkLabel: 'Logga in i Solvik-appen',
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
    description:
      'Det här var en demonstration. Logga in i Solvik-appen för att komma åt ditt konto.',
  },
};
