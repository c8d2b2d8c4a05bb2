import type { Words } from '@/lib/i18n';
import type * as en from '../../registry/clients';

export const clients: Words<typeof en.clients> = [
  { name: 'Nordvik Logistics', industry: 'Vägtransporter och lager', home: 'Göteborg' },
  { name: 'Kvarnby Software', industry: 'Programvara som tjänst', home: 'Stockholm' },
  { name: 'Älvsborg Robotics', industry: 'Industriautomation', home: 'Göteborg' },
  { name: 'Fjällgren Medical', industry: 'Medicinteknik', home: 'Uppsala' },
  { name: 'Lindqvist Design Studio', industry: 'Produktdesign', home: 'Malmö' },
  { name: 'Ekholm Arkitekter', industry: 'Arkitektur', home: 'Stockholm' },
  { name: 'Söderhamn Bageri', industry: 'Bagerikedja', home: 'Söderhamn' },
  { name: 'Brunnsviken Dental', industry: 'Tandvårdskliniker', home: 'Solna' },
];

/** Står med liten text under varje logotypvägg: ärligt om ett demoföretags kunder. */
export const clientsDisclaimer: Words<typeof en.clientsDisclaimer> =
  'Kundnamn, logotyper och siffror är exempel: Solvik är ett demoföretag, och de här företagen är påhittade.';
export const quotesDisclaimer: Words<typeof en.quotesDisclaimer> =
  'De som citeras och deras ord är exempel: Solvik är ett demoföretag, och kunderna är påhittade.';
