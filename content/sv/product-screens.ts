import type { Words } from '@/lib/i18n';
import type * as en from '../product-screens';

/**
 * Skärmbilderna från Solvik-appen, på svenska (content/product-screens.ts): samma bilder med
 * svenska etiketter (art/sv/product-*.svg). Alt-texten säger vad en seende besökare läser av
 * skärmen.
 */
export const productScreens: Words<typeof en.productScreens> = {
  expense: {
    name: 'sv/product-expense',
    alt: 'Solvik-appen i en mobil: ett fotograferat kvitto från ett kafé, avläst som 245,00 kr med 26,25 i moms på 12\u00a0%, kategoriserat som representation och klart att skicka in',
  },
  'supplier-invoice': {
    name: 'sv/product-supplier-invoice',
    alt: 'Leverantörsfakturor att attestera i Solvik-appen: Nordkyl AB:s faktura på 48\u00a0750,00 kr öppen med knappar för att attestera eller avvisa, och fakturor i NOK, DKK och EUR nedanför',
  },
  'time-reporting': {
    name: 'sv/product-time-reporting',
    alt: 'En veckas tidrapport i Solvik-appen: timmar per projekt måndag till fredag, totalt 38 timmar, klar att skicka in',
  },
  'payroll-approval': {
    name: 'sv/product-payroll-approval',
    alt: 'Lönekörningen för mars i ett norskt bolag i Solvik-appen: 42 anställda, 2\u00a0184\u00a0600 NOK brutto och 1\u00a0498\u00a0200 NOK netto, med knappar för att attestera körningen eller skicka tillbaka den',
  },
  'project-reporting': {
    name: 'sv/product-project-reporting',
    alt: 'En projektrapport i Solvik-appen: 318\u00a0600 av en budget på 420\u00a0000 kr och 612 av 800 timmar förbrukade, med budget och faktisk kostnad per månad',
  },
  reporting: {
    name: 'sv/product-reporting',
    alt: 'Solviks rapportpanel filtrerad på alla bolag: omsättning 18,4 mkr, EBITDA-marginal 14,2\u00a0%, likvida medel 6,1 mkr och omsättning per land och månad',
  },
  'one-login': {
    name: 'sv/product-one-login',
    alt: 'En inloggning i Solvik-appen: bolagsväljaren öppen med koncernens bolag i Sverige, Norge, Danmark och Finland',
  },
  'local-erps': {
    name: 'sv/product-local-erps',
    alt: 'Lokala affärssystem kopplade till Solvik-appen: Fortnox i Sverige, Tripletex i Norge, e-conomic i Danmark och Netvisor i Finland, med status för synkroniseringen',
  },
  netsuite: {
    name: 'sv/product-netsuite',
    alt: 'Solvik-appen i NetSuite OneWorld: koncernens fyra nordiska dotterbolag under ett moderbolag, konsoliderade i SEK, med dagens bokförda poster',
  },
};
