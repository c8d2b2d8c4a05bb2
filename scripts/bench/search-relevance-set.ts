/**
 * What visitors type into site search, and the page or post that should come first: the
 * relevance set that `npm run bench:search-relevance` scores and its unit test guards. Written
 * as people search, not as the pages are worded: names, tasks, questions, misspellings,
 * Swedish inflections and compounds, hyphens, quoted phrases, parts of post titles, authors.
 * `expected` is the path in the query's language; the demo news posts are the posts searched.
 */
import type { Locale } from '@/lib/i18n';

type RelevanceKind =
  | 'name'
  | 'task'
  | 'question'
  | 'misspelling'
  | 'inflection'
  | 'compound'
  | 'hyphen'
  | 'phrase'
  | 'title'
  | 'author';

export type RelevanceCase = { query: string; expected: string; kind: RelevanceKind };

const en: RelevanceCase[] = [
  // Services and modules by name
  { query: 'global payroll', expected: '/services/global-payroll', kind: 'name' },
  { query: 'local accounting', expected: '/services/local-accounting', kind: 'name' },
  { query: 'netsuite', expected: '/tech-solution/netsuite', kind: 'name' },
  { query: 'expense app', expected: '/tech-solution/expense', kind: 'name' },
  { query: 'supplier invoices', expected: '/tech-solution/supplier-invoice', kind: 'name' },
  { query: 'time reporting', expected: '/tech-solution/time-reporting', kind: 'name' },
  { query: 'payroll approval', expected: '/tech-solution/payroll-approval', kind: 'name' },
  { query: 'project reporting', expected: '/tech-solution/project-reporting', kind: 'name' },
  { query: 'local erp integration', expected: '/tech-solution/local-erps', kind: 'name' },
  { query: 'nordvik logistics', expected: '/customers/nordvik-logistics', kind: 'name' },
  { query: 'kvarnby', expected: '/customers/kvarnby-software', kind: 'name' },
  // Tasks
  { query: 'pay employees in Norway', expected: '/services/global-payroll', kind: 'task' },
  { query: 'swedish bookkeeping and vat', expected: '/services/local-accounting', kind: 'task' },
  { query: 'payroll for swedish company', expected: '/services/local-payroll', kind: 'task' },
  { query: 'month end close', expected: '/news/month-end-close-in-five-days', kind: 'task' },
  {
    query: 'send invoices to public sector',
    expected: '/news/nordic-e-invoicing-peppol',
    kind: 'task',
  },
  { query: 'scan receipts', expected: '/tech-solution/expense', kind: 'task' },
  {
    query: 'project margin budget vs actual',
    expected: '/tech-solution/project-reporting',
    kind: 'task',
  },
  { query: 'vacation pay norway', expected: '/news/nordic-payroll-one-process', kind: 'task' },
  // A word the page does not use
  { query: 'global payroll pricing costs', expected: '/services/global-payroll', kind: 'task' },
  { query: 'netsuite implementation sweden', expected: '/tech-solution/netsuite', kind: 'task' },
  {
    query: 'time reporting for the gothenburg office',
    expected: '/tech-solution/time-reporting',
    kind: 'task',
  },
  { query: 'expense claims in euros on iphone', expected: '/tech-solution/expense', kind: 'task' },
  {
    query: 'peppol access point in gothenburg',
    expected: '/news/nordic-e-invoicing-peppol',
    kind: 'task',
  },
  // Questions
  { query: 'where is my data stored?', expected: '/trust', kind: 'question' },
  { query: 'which roles are open', expected: '/career', kind: 'question' },
  { query: 'how do I contact you', expected: '/contact', kind: 'question' },
  { query: 'what is peppol', expected: '/news/nordic-e-invoicing-peppol', kind: 'question' },
  {
    query: 'when is the employer declaration due',
    expected: '/news/swedish-employer-declaration',
    kind: 'question',
  },
  { query: 'who are the people at solvik', expected: '/about', kind: 'question' },
  // Misspellings
  { query: 'netsiute', expected: '/tech-solution/netsuite', kind: 'misspelling' },
  { query: 'expence', expected: '/tech-solution/expense', kind: 'misspelling' },
  { query: 'cookie polcy', expected: '/cookies', kind: 'misspelling' },
  { query: 'privcy policy', expected: '/privacy', kind: 'misspelling' },
  { query: 'secruity', expected: '/trust', kind: 'misspelling' },
  // Hyphens, both ways
  { query: 'e-invoicing', expected: '/news/nordic-e-invoicing-peppol', kind: 'hyphen' },
  { query: 'einvoicing', expected: '/news/nordic-e-invoicing-peppol', kind: 'hyphen' },
  {
    query: 'go live decisions',
    expected: '/news/netsuite-oneworld-nordic-subsidiaries',
    kind: 'hyphen',
  },
  { query: 'sub processors', expected: '/trust', kind: 'hyphen' },
  { query: 'a-melding', expected: '/news/nordic-payroll-one-process', kind: 'hyphen' },
  // Quoted phrases
  { query: '"month-end close"', expected: '/news/month-end-close-in-five-days', kind: 'phrase' },
  { query: '"close in five days"', expected: '/news/month-end-close-in-five-days', kind: 'phrase' },
  { query: '"data processing agreement"', expected: '/trust', kind: 'phrase' },
  {
    query: '"employer declaration"',
    expected: '/news/swedish-employer-declaration',
    kind: 'phrase',
  },
  // Post titles in part
  { query: 'closing the books', expected: '/news/month-end-close-in-five-days', kind: 'title' },
  {
    query: 'five decisions before go-live',
    expected: '/news/netsuite-oneworld-nordic-subsidiaries',
    kind: 'title',
  },
  { query: 'one payroll process', expected: '/news/nordic-payroll-one-process', kind: 'title' },
  { query: 'four nordic countries', expected: '/news/nordic-payroll-one-process', kind: 'title' },
  {
    query: 'netsuite oneworld subsidiaries',
    expected: '/news/netsuite-oneworld-nordic-subsidiaries',
    kind: 'title',
  },
  // Authors
  {
    query: 'leila haddad declaration',
    expected: '/news/swedish-employer-declaration',
    kind: 'author',
  },
  {
    query: 'henrik dahl oneworld',
    expected: '/news/netsuite-oneworld-nordic-subsidiaries',
    kind: 'author',
  },
  { query: 'jonas lindqvist peppol', expected: '/news/nordic-e-invoicing-peppol', kind: 'author' },
  { query: 'leila haddad', expected: '/about', kind: 'author' },
];

const sv: RelevanceCase[] = [
  // Tjänster och moduler
  { query: 'global lön', expected: '/sv/services/global-payroll', kind: 'name' },
  { query: 'lokal redovisning', expected: '/sv/services/local-accounting', kind: 'name' },
  { query: 'utlägg', expected: '/sv/tech-solution/expense', kind: 'name' },
  { query: 'leverantörsfakturor', expected: '/sv/tech-solution/supplier-invoice', kind: 'name' },
  { query: 'tidrapportering', expected: '/sv/tech-solution/time-reporting', kind: 'name' },
  { query: 'löneattest', expected: '/sv/tech-solution/payroll-approval', kind: 'name' },
  { query: 'projektrapportering', expected: '/sv/tech-solution/project-reporting', kind: 'name' },
  { query: 'lokala affärssystem', expected: '/sv/tech-solution/local-erps', kind: 'name' },
  { query: 'netsuite ekonomihantering', expected: '/sv/tech-solution/netsuite', kind: 'name' },
  { query: 'ekholm arkitekter', expected: '/sv/customers/ekholm-arkitekter', kind: 'name' },
  // Uppgifter
  { query: 'lönespecifikation', expected: '/sv/services/local-payroll', kind: 'task' },
  { query: 'betala lön i norge', expected: '/sv/services/global-payroll', kind: 'task' },
  { query: 'bokföring och moms', expected: '/sv/services/local-accounting', kind: 'task' },
  {
    query: 'skicka e-faktura till offentlig sektor',
    expected: '/sv/news/nordic-e-invoicing-peppol',
    kind: 'task',
  },
  { query: 'fota kvitto', expected: '/sv/tech-solution/expense', kind: 'task' },
  { query: 'budget mot utfall', expected: '/sv/tech-solution/project-reporting', kind: 'task' },
  {
    query: 'bokslut på fem dagar',
    expected: '/sv/news/month-end-close-in-five-days',
    kind: 'task',
  },
  { query: 'personuppgiftsbiträde', expected: '/sv/trust', kind: 'compound' },
  { query: 'lönespecialister', expected: '/sv/career', kind: 'inflection' },
  {
    query: 'momskoder dotterbolag',
    expected: '/sv/news/netsuite-oneworld-nordic-subsidiaries',
    kind: 'task',
  },
  { query: 'e-fakturor', expected: '/sv/news/nordic-e-invoicing-peppol', kind: 'hyphen' },
  {
    query: 'tidrapportering för konsulter',
    expected: '/sv/tech-solution/time-reporting',
    kind: 'task',
  },
  { query: 'utlägg i euro på iphone', expected: '/sv/tech-solution/expense', kind: 'task' },
  { query: 'peppol kostnad danmark', expected: '/sv/news/nordic-e-invoicing-peppol', kind: 'task' },
  // Frågor
  { query: 'var lagras vår data?', expected: '/sv/trust', kind: 'question' },
  { query: 'lediga jobb', expected: '/sv/career', kind: 'question' },
  { query: 'hur kontaktar jag er', expected: '/sv/contact', kind: 'question' },
  { query: 'vad är peppol', expected: '/sv/news/nordic-e-invoicing-peppol', kind: 'question' },
  {
    query: 'när ska arbetsgivardeklarationen lämnas',
    expected: '/sv/news/swedish-employer-declaration',
    kind: 'question',
  },
  // Felstavningar
  {
    query: 'leverantörsfakturer',
    expected: '/sv/tech-solution/supplier-invoice',
    kind: 'misspelling',
  },
  { query: 'tidrapportring', expected: '/sv/tech-solution/time-reporting', kind: 'misspelling' },
  { query: 'integritetspolisy', expected: '/sv/privacy', kind: 'misspelling' },
  { query: 'sakerhet', expected: '/sv/trust', kind: 'misspelling' },
  // Böjningar
  {
    query: 'arbetsgivardeklarationer',
    expected: '/sv/news/swedish-employer-declaration',
    kind: 'inflection',
  },
  {
    query: 'dotterbolagen',
    expected: '/sv/news/netsuite-oneworld-nordic-subsidiaries',
    kind: 'inflection',
  },
  {
    query: 'leverantörsfakturorna',
    expected: '/sv/tech-solution/supplier-invoice',
    kind: 'inflection',
  },
  { query: 'användarvillkoren', expected: '/sv/terms', kind: 'inflection' },
  // Sammansättningar: ihop skrivna, isär skrivna, eller av delar som sidan skriver annorlunda
  { query: 'lönekörning', expected: '/sv/tech-solution/payroll-approval', kind: 'compound' },
  { query: 'attestera lönen', expected: '/sv/tech-solution/payroll-approval', kind: 'compound' },
  { query: 'utläggskvitto', expected: '/sv/tech-solution/expense', kind: 'compound' },
  { query: 'projektkostnader', expected: '/sv/customers/ekholm-arkitekter', kind: 'compound' },
  { query: 'koncernrapportering', expected: '/sv/tech-solution/reporting', kind: 'compound' },
  { query: 'fakturahantering', expected: '/sv/tech-solution/supplier-invoice', kind: 'compound' },
  // Bindestreck
  { query: 'e-fakturering', expected: '/sv/news/nordic-e-invoicing-peppol', kind: 'hyphen' },
  { query: 'efaktura', expected: '/sv/news/nordic-e-invoicing-peppol', kind: 'hyphen' },
  {
    query: 'saf-t norge',
    expected: '/sv/news/netsuite-oneworld-nordic-subsidiaries',
    kind: 'hyphen',
  },
  // Citerade fraser
  {
    query: '"bokslut på fem dagar"',
    expected: '/sv/news/month-end-close-in-five-days',
    kind: 'phrase',
  },
  { query: '"global lön och hr"', expected: '/sv/services/global-payroll', kind: 'phrase' },
  { query: '"vem som kan se er data"', expected: '/sv/trust', kind: 'phrase' },
  // Delar av inläggens rubriker
  {
    query: 'fem beslut före driftstarten',
    expected: '/sv/news/netsuite-oneworld-nordic-subsidiaries',
    kind: 'title',
  },
  {
    query: 'månatliga arbetsgivardeklarationen',
    expected: '/sv/news/swedish-employer-declaration',
    kind: 'title',
  },
  {
    query: 'peppol och de nationella formaten',
    expected: '/sv/news/nordic-e-invoicing-peppol',
    kind: 'title',
  },
  {
    query: 'nordiska dotterbolag netsuite',
    expected: '/sv/news/netsuite-oneworld-nordic-subsidiaries',
    kind: 'title',
  },
  // Skribenter
  {
    query: 'leila haddad arbetsgivardeklaration',
    expected: '/sv/news/swedish-employer-declaration',
    kind: 'author',
  },
  {
    query: 'maria ekström bokslut',
    expected: '/sv/news/month-end-close-in-five-days',
    kind: 'author',
  },
  { query: 'maria ekström', expected: '/sv/about', kind: 'author' },
];

/** The set of each language it is written for: a language added to the site has none yet. */
export const relevanceSet: Partial<Record<Locale, readonly RelevanceCase[]>> = { en, sv };

/** The languages the set is written for. */
export const relevanceLocales = Object.keys(relevanceSet) as Locale[];
