/** A link inside legal text: a site path, an external URL or a mailto. */
type LegalLink = { href: string; label: string };

/** A paragraph: plain text, or text with links in it. */
export type LegalParagraph = string | readonly (string | LegalLink)[];

export type LegalBlock =
  | { kind: 'paragraph'; text: LegalParagraph }
  | { kind: 'list'; items: readonly LegalParagraph[] }
  | { kind: 'terms'; items: readonly { term: string; text: LegalParagraph }[] };

type LegalSection = { title: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  lang: 'en' | 'sv';
  path: '/privacy' | '/terms' | '/cookies';
  metaTitle: string;
  description: string;
  title: string;
  intro: string;
  /** ISO date, shown as a long date in the document's language. */
  lastUpdated: string;
  sections: readonly LegalSection[];
  /** Company name, organization number and address, under this heading. */
  companyDetailsTitle?: string;
  labels: {
    lastUpdated: string;
    contents: string;
    companyName: string;
    organisationNumber: string;
    address: string;
    email: string;
  };
};

export const documentLabels: LegalDocument['labels'] = {
  lastUpdated: 'Last updated',
  contents: 'Contents',
  companyName: 'Company name',
  organisationNumber: 'Organization number',
  address: 'Address',
  email: 'Email',
};

/** Shorthands that keep the documents readable. */
export const p = (text: LegalParagraph): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: LegalParagraph[]): LegalBlock => ({ kind: 'list', items });
