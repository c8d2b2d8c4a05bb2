import { casePath, erpServicePath, servicePath, type CaseSlug } from '@/lib/routes';
import { findClient, type Client } from './registry/clients';
import type { ClientQuote, LinkAction, PageMeta } from './types';

/**
 * A result we claim for a client: a value with its unit, what it measures over which period,
 * and where the number comes from. The source is shown beside the figure on every page.
 */
export type CaseFigure = {
  value: string;
  label: string;
  /** Before and after, in the figure's own unit. */
  detail: string;
  source: string;
};

export type ClientCase = {
  slug: CaseSlug;
  path: `/customers/${CaseSlug}`;
  client: Client;
  /** The case's h1 and the title of its card. */
  title: string;
  /** One sentence for cards and the meta description. */
  summary: string;
  facts: readonly { label: string; value: string }[];
  situation: readonly string[];
  whatWeDid: readonly string[];
  results: readonly [CaseFigure, CaseFigure, CaseFigure];
  quote: ClientQuote;
  services: readonly LinkAction[];
};

const nordvik = {
  slug: 'nordvik-logistics',
  path: casePath('nordvik-logistics'),
  client: findClient('nordvik-logistics'),
  title: 'One payroll for four countries at Nordvik Logistics',
  summary:
    'A freight group with 380 employees in Sweden, Norway, Finland and Denmark moved payroll from four providers to one approval flow, one calendar and one contact person.',
  facts: [
    { label: 'Employees', value: '380' },
    { label: 'Countries', value: 'Sweden, Norway, Finland, Denmark' },
    { label: 'Services', value: 'Global Payroll & HR, Global Accounting' },
    { label: 'Moved over', value: 'September 2024 – January 2025' },
  ],
  situation: [
    'Nordvik Logistics runs road freight and warehousing from eleven depots in four countries. Until 2024 each country had its own payroll provider, its own pay day and its own way of approving overtime, night shifts and drivers’ allowances.',
    'Depot managers approved hours in spreadsheets that the finance team retyped into four payroll systems. Every month some of the 380 employees were paid wrong and corrected the month after.',
  ],
  whatWeDid: [
    'Moved payroll for the four countries to us one at a time, Denmark first and Sweden last, each after a parallel run that matched the old provider to the krone.',
    'Set up one approval flow in the Solvik app for hours, shift allowances, absence and expenses, with the rules of each country’s collective agreement built in.',
    'Put all four countries on one payroll calendar, with one group report on the fifth business day.',
    'Imported the year-to-date figures and two years of history, so annual statements and pension reports came out of one system.',
  ],
  results: [
    {
      value: '−70%',
      label: 'manual payroll and expense work',
      detail: 'From 420 to 126 hours a month across the group',
      source: 'Client’s own time records, Q1 2025 vs Q1 2024',
    },
    {
      value: '−83%',
      label: 'pay corrections after pay day',
      detail: 'From 29 to 5 corrections a quarter',
      source: 'Client’s payroll correction log, Q1 2025 vs Q1 2024',
    },
    {
      value: '6 days',
      label: 'from receipt to reimbursement',
      detail: 'Median, down from 19 days',
      source: 'Solvik platform data for Q1 2025 vs the client’s expense system for Q1 2024',
    },
  ],
  quote: {
    quote:
      'Our depot managers approve shifts on their phones on the day, and the drivers are paid right the first time. We stopped spending the first week of every month on corrections.',
    name: 'Karin Holm',
    title: 'CFO, Nordvik Logistics',
  },
  services: [
    { label: 'Global Payroll & HR', href: servicePath('global-payroll') },
    { label: 'Global Accounting', href: servicePath('global-accounting') },
  ],
} as const satisfies ClientCase;

const kvarnby = {
  slug: 'kvarnby-software',
  path: casePath('kvarnby-software'),
  client: findClient('kvarnby-software'),
  title: 'Kvarnby Software closes six entities on one NetSuite',
  summary:
    'A software scale-up with six entities in five countries replaced four ERPs and a consolidation spreadsheet with one Oracle NetSuite account, run by us.',
  facts: [
    { label: 'Employees', value: '240' },
    { label: 'Entities', value: '6, in Sweden, Norway, Germany, the UK and the US' },
    { label: 'Services', value: 'ERP Financial Management, Global Accounting' },
    { label: 'Moved over', value: 'March – August 2024' },
  ],
  situation: [
    'Kvarnby Software grew from one Swedish company to six entities in four years. Each acquisition brought its own ERP: Fortnox in Sweden, Tripletex in Norway, DATEV in Germany and QuickBooks in the UK and the US.',
    'The group close was a spreadsheet. Two controllers spent the second week of every month exporting trial balances, mapping accounts and booking eliminations by hand, and the board saw the numbers on day fourteen.',
  ],
  whatWeDid: [
    'Designed one chart of accounts and one set of dimensions for the group, mapped to each country’s statutory reporting.',
    'Moved the six entities onto one Oracle NetSuite account in three waves, with opening balances and a year of history checked against the old systems.',
    'Automated intercompany invoicing, eliminations and currency revaluation, so the consolidation runs in NetSuite rather than in a spreadsheet.',
    'Took over the monthly close for all six entities on one calendar, with the group report on the sixth business day.',
  ],
  results: [
    {
      value: '6 business days',
      label: 'to close the group',
      detail: 'Down from 14 business days',
      source: 'Client’s close calendar, average of H1 2025 vs H1 2024',
    },
    {
      value: '−91%',
      label: 'manual consolidation journals',
      detail: 'From 140 to 12 journals a month',
      source: 'NetSuite journal log for March 2025 vs the client’s spreadsheets for March 2024',
    },
    {
      value: '2',
      label: 'audit adjustments',
      detail: 'Down from 11 the year before',
      source: 'Auditor’s reports to the board, financial year 2024 vs 2023',
    },
  ],
  quote: {
    quote:
      'The board gets the group numbers a week earlier, and my controllers analyze them instead of building them. The audit was the shortest we have had.',
    name: 'Mikael Strand',
    title: 'Head of Finance, Kvarnby Software',
  },
  services: [
    { label: 'ERP Financial Management', href: erpServicePath },
    { label: 'Global Accounting', href: servicePath('global-accounting') },
  ],
} as const satisfies ClientCase;

const ekholm = {
  slug: 'ekholm-arkitekter',
  path: casePath('ekholm-arkitekter'),
  client: findClient('ekholm-arkitekter'),
  title: 'Ekholm Arkitekter sees its project costs on the fifth business day',
  summary:
    'A Stockholm architecture practice with 46 employees moved its books from binders at a local firm, and its payroll from a spreadsheet, to one accountant and one app.',
  facts: [
    { label: 'Employees', value: '46' },
    { label: 'Countries', value: 'Sweden' },
    { label: 'Services', value: 'Local Accounting, Local Payroll' },
    { label: 'Moved over', value: 'November 2024 – January 2025' },
  ],
  situation: [
    'Ekholm Arkitekter designs schools, housing and offices from a studio in Stockholm. Until 2024 a small accounting firm kept the books from binders of receipts and invoices sent over once a month, and the office manager ran payroll in a spreadsheet and a bank file.',
    'Hours were reported in a separate time tool and typed into invoices by hand, so the partners learned what a project had cost weeks after the month ended. Each pay run took the office manager two days, and overtime under the collective agreement was often paid wrong.',
  ],
  whatWeDid: [
    'Took over the books from 1 January 2025, with the opening balances checked against the annual report for 2024, and the payroll after one parallel run in December.',
    'Moved receipts and supplier invoices into the Solvik app: staff photograph a receipt, and the partners approve invoices on their phones.',
    'Linked time reporting to projects, so hours, expenses and invoiced fees meet in one project report every month.',
    'Set up the collective agreement’s overtime, vacation pay and pension rules in payroll, with the employer return and pension reporting filed every month.',
  ],
  results: [
    {
      value: '5 business days',
      label: 'to close the month',
      detail:
        'Down from about 20 business days, when the binders had to reach the accounting firm first',
      source: 'Solvik close calendar for 2025 vs the previous firm’s delivery dates for 2024',
    },
    {
      value: '2 hours',
      label: 'of the office manager’s time per pay run',
      detail: 'Down from about 16 hours, two business days',
      source: 'Client’s own time records, February–April 2025 vs September–November 2024',
    },
    {
      value: '0',
      label: 'pay corrections after pay day',
      detail: 'In the first nine pay runs with us, down from 11 in the nine before',
      source: 'Client’s payroll correction log, January–September 2025 vs April–December 2024',
    },
  ],
  quote: {
    quote:
      'We used to learn what a project had cost weeks after the month ended. Now we see it on the fifth business day, and nobody in the studio spends pay week in a spreadsheet.',
    name: 'Sofia Ekholm',
    title: 'Managing partner, Ekholm Arkitekter',
  },
  services: [
    { label: 'Local Accounting', href: servicePath('local-accounting') },
    { label: 'Local Payroll', href: servicePath('local-payroll') },
  ],
} as const satisfies ClientCase;

export const clientCases: readonly ClientCase[] = [nordvik, kvarnby, ekholm];

/** The case with this slug among `cases` (a language's, English's if not said), or undefined. */
export function findCase(
  slug: string,
  cases: readonly ClientCase[] = clientCases,
): ClientCase | undefined {
  return cases.find((entry) => entry.slug === slug);
}

/** The case of a client, when it has one: the logo wall links a logo to it. */
export function caseOfClient(
  client: Client,
  cases: readonly ClientCase[] = clientCases,
): ClientCase | undefined {
  return cases.find((entry) => entry.client.slug === client.slug);
}

export function casePageMeta(entry: ClientCase): PageMeta {
  return { title: entry.title, description: entry.summary, path: entry.path };
}

/** The words around the cases, on their own pages and on /customers. */
export const caseCopy = {
  eyebrow: 'Client case',
  factsTitle: 'At a glance',
  situationTitle: 'The situation',
  whatWeDidTitle: 'What we did',
  resultsTitle: 'Results',
  sourceLabel: 'Source:',
  servicesTitle: 'Services used',
  readCase: 'Read the case',
  allCases: { label: 'All client cases', href: '/customers' },
} as const;
