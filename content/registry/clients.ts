/**
 * The clients we name on the site: the logo wall, the service pages' "Trusted by" rows and the
 * cases all read from this list. The companies are invented (Solvik is a demo firm), and the
 * site says so wherever their logos appear (`clientsDisclaimer`).
 */

export type ClientSlug =
  | 'nordvik-logistics'
  | 'kvarnby-software'
  | 'alvsborg-robotics'
  | 'fjallgren-medical'
  | 'lindqvist-design-studio'
  | 'ekholm-arkitekter'
  | 'soderhamn-bageri'
  | 'brunnsviken-dental';

export type Client = {
  slug: ClientSlug;
  /** The name as the client writes it, and the logo's accessible name. */
  name: string;
  /** The first word of the name, set large in the wordmark; the rest is set small under it. */
  wordmark: readonly [string, string];
  industry: string;
  /** Where the group is based. */
  home: string;
};

const client = (slug: ClientSlug, name: string, industry: string, home: string): Client => {
  const [first = name, ...rest] = name.split(' ');
  return { slug, name, wordmark: [first, rest.join(' ')], industry, home };
};

export const clients: readonly Client[] = [
  client('nordvik-logistics', 'Nordvik Logistics', 'Road freight and warehousing', 'Gothenburg'),
  client('kvarnby-software', 'Kvarnby Software', 'Software as a service', 'Stockholm'),
  client('alvsborg-robotics', 'Älvsborg Robotics', 'Industrial automation', 'Gothenburg'),
  client('fjallgren-medical', 'Fjällgren Medical', 'Medical devices', 'Uppsala'),
  client('lindqvist-design-studio', 'Lindqvist Design Studio', 'Product design', 'Malmö'),
  client('ekholm-arkitekter', 'Ekholm Arkitekter', 'Architecture', 'Stockholm'),
  client('soderhamn-bageri', 'Söderhamn Bageri', 'Bakery chain', 'Söderhamn'),
  client('brunnsviken-dental', 'Brunnsviken Dental', 'Dental clinics', 'Solna'),
];

/** The client with this slug among `list` (a language's, English's if not said). */
export function findClient(slug: ClientSlug, list: readonly Client[] = clients): Client {
  const found = list.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`No client with the slug ${slug}`);
  return found;
}

/** Said small under every quote from a client: its people are as invented as its company. */
export const quotesDisclaimer =
  'The people quoted and their words are illustrative: Solvik is a demo firm, and its clients are invented.';

/** Said small under every logo wall: honest about a demo firm's clients. */
export const clientsDisclaimer =
  'Client names, logos and figures are illustrative: Solvik is a demo firm, and these companies are invented.';
