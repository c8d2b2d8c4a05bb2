import type { Translation } from '@/lib/i18n';
import type * as en from '../../registry/clients';
import type { Client, ClientSlug } from '../../registry/clients';

/**
 * Kunderna vi nämner på webbplatsen, på svenska (content/registry/clients.ts). Namnen är
 * företagens egna och står kvar; bransch och ort är översatta. Företagen är påhittade.
 */

export { clientSlugs } from '../../registry/clients';

const client = (slug: ClientSlug, name: string, industry: string, home: string): Client => {
  const [first = name, ...rest] = name.split(' ');
  return { slug, name, wordmark: [first, rest.join(' ')], industry, home };
};

export const clients = [
  client('nordvik-logistics', 'Nordvik Logistics', 'Vägtransporter och lager', 'Göteborg'),
  client('kvarnby-software', 'Kvarnby Software', 'Programvara som tjänst', 'Stockholm'),
  client('alvsborg-robotics', 'Älvsborg Robotics', 'Industriautomation', 'Göteborg'),
  client('fjallgren-medical', 'Fjällgren Medical', 'Medicinteknik', 'Uppsala'),
  client('lindqvist-design-studio', 'Lindqvist Design Studio', 'Produktdesign', 'Malmö'),
  client('ekholm-arkitekter', 'Ekholm Arkitekter', 'Arkitektur', 'Stockholm'),
  client('soderhamn-bageri', 'Söderhamn Bageri', 'Bagerikedja', 'Söderhamn'),
  client('brunnsviken-dental', 'Brunnsviken Dental', 'Tandvårdskliniker', 'Solna'),
] satisfies Translation<typeof en.clients>;

export function findClient(slug: ClientSlug): Client {
  const found = clients.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`No client with the slug ${slug}`);
  return found;
}

/** Står med liten text under varje logotypvägg: ärligt om ett demoföretags kunder. */
export const clientsDisclaimer: Translation<typeof en.clientsDisclaimer> =
  'Kundnamn, logotyper och siffror är exempel: Solvik är ett demoföretag, och de här företagen är påhittade.';
