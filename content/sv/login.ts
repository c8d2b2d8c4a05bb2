import type { Words } from '@/lib/i18n';
import type * as en from '../login';

/** Inloggningssidan, på svenska (content/login.ts). */
export const loginPage: Words<typeof en.loginPage> = {
  page: {
    title: 'Kundinloggning',
    description: 'Logga in hos Solvik. Kundkonton finns i Solviks adminapp.',
  },
  title: 'Kundinloggning',
  lead: 'Välkommen tillbaka. Logga in med den e-postadress som ditt konto skapades med.',
  adminNote: {
    title: 'Letar du efter kundportalen?',
    text: 'Dina attester, rapporter och dokument finns i Solviks adminapp. Den här sidan är en demonstration av inloggningsformuläret och öppnar inget konto.',
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
};
