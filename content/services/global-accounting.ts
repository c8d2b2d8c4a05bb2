import type { ServicePageContent } from '../types';
import { accountingCountries } from './countries';

export const globalAccounting = {
  description:
    'Outsourced accounting for Nordic groups with subsidiaries across Europe and the US: local books in every country, one consolidated view, one team to talk to.',
  heroDescription:
    'One accounting team for every entity in your group, from the parent company in Stockholm to the sales office in Texas.',
  heroDetails:
    'We keep the local books to each country’s rules and close every entity on the same calendar, so group reporting arrives on time and in one format. You deal with one contact person, not a network of local firms.',
  heroImage: {
    name: 'service-global-accounting',
    alt: 'Illustration: a globe with client offices marked, beside one consolidated ledger.',
  },
  clientSlugs: ['kvarnby-software', 'nordvik-logistics', 'fjallgren-medical'],
  coverage: {
    countries: accountingCountries,
    note: 'Our own accountants cover the Nordics; the other countries are kept by partner firms we have worked with for years, under our quality checks and our close calendar. Another country? Ask us before you set up the entity.',
  },
  included: [
    'Bookkeeping of every entity to its country’s rules, in the ERP you already use',
    'VAT returns and statutory filings in each country, on each country’s deadlines',
    'One monthly close calendar for the whole group',
    'Intercompany reconciliation and consolidated group reports in one currency',
    'Annual accounts per entity, prepared for your auditors',
    'Your own, fixed contact person in Stockholm, and our platform for approvals and reports',
  ],
  notIncluded: [
    'The statutory audit: your auditors do it, and we give them what they ask for',
    'Tax planning and transfer pricing documentation: a partner firm, quoted separately',
    'Payroll: a service of its own, Global Payroll & HR',
  ],
  onboarding: {
    summary:
      'About 2–3 months from signed agreement to the first month we close, one entity at a time.',
    phases: [
      {
        weeks: [1, 2],
        title: 'Start',
        description:
          'A kickoff with your finance team, access to your ERP and banks, and the close calendar agreed.',
      },
      {
        weeks: [3, 5],
        title: 'Take over the books',
        description:
          'Opening balances and this year’s history checked, the chart of accounts mapped to group reporting.',
      },
      {
        weeks: [6, 9],
        title: 'Close in parallel',
        description:
          'We close a month beside your current provider and explain every difference until the numbers agree.',
      },
      {
        weeks: [10, 12],
        title: 'First close on our own',
        description:
          'We close the month and send the group report; your old provider hands over its last filings.',
      },
    ],
  },
  pricing: {
    summary:
      'A fixed monthly fee per entity, set in a written quote and reviewed once a year. Onboarding is priced once, in the same quote. The agreed work is never billed by the hour.',
    drivers: [
      {
        name: 'Entities and countries',
        detail: 'How many companies we keep books for, and where.',
      },
      {
        name: 'Transactions',
        detail: 'Supplier invoices, sales invoices and expense reports a month.',
      },
      {
        name: 'Reporting',
        detail: 'A monthly group report, a board pack, budget follow-up or all three.',
      },
      {
        name: 'Starting point',
        detail: 'The state of the books we take over, and how many ERPs they are in.',
      },
    ],
  },
  clientCase: { slug: 'kvarnby-software' },
  ctaLabel: 'Plan your global close with us',
  ctaDescription:
    'Tell us which countries you operate in and how you report today. We will show you what one accounting team and one close calendar would look like for your group.',
  faqs: [
    {
      question: 'Do we have to change our ERP?',
      answer:
        'No. We work in the ERP you already use, whether that is one global system or a local one per country. Our platform sits on top of it.',
    },
    {
      question: 'How do we see the numbers for the whole group?',
      answer:
        'Through our platform: every entity’s ledgers, approvals and reports in one login, with consolidated group reports after each monthly close.',
    },
    {
      question: 'Who talks to the local tax authorities?',
      answer:
        'We do, for the filings we make. Letters from an authority come to your contact person, who answers them with the accountant for that country and tells you what was said.',
    },
  ],
} satisfies ServicePageContent;
