import type { ServicePageContent } from '../types';
import { accountingCountries } from './countries';

export const erpFinancialManagement = {
  description:
    'Financial management on Oracle NetSuite: we set it up for your group, run the accounting in it and connect our platform for approvals and reporting.',
  heroDescription:
    'Your group’s finances on one global ERP, Oracle NetSuite, set up, run and reported by one team.',
  heroDetails:
    'We are NetSuite specialists. We design the chart of accounts, entities and approval rules, move your data over and run the accounting in the ERP from the first close. Our platform sits on top, so managers approve invoices, expenses and time in one app and the board gets the same reports every month.',
  heroImage: {
    name: 'service-erp',
    alt: 'Illustration: a global ERP at the center, connected to expense, invoice, time, payroll and reporting modules.',
  },
  clientSlugs: ['alvsborg-robotics', 'fjallgren-medical', 'kvarnby-software'],
  coverage: {
    countries: accountingCountries,
    note: 'One NetSuite OneWorld account for every entity, each with its country’s statutory reporting. Entities elsewhere can join it; the local bookkeeping there follows our Global Accounting coverage.',
  },
  included: [
    'The design: one chart of accounts, entities, currencies, dimensions and approval rules',
    'Data migration: opening balances and a year of history, checked against your old systems',
    'Intercompany invoicing, eliminations and currency revaluation, automated in NetSuite',
    'The monthly close and consolidation for every entity, run by us in NetSuite',
    'Board and management reports straight from the ledger',
    'Our platform on top for approvals of invoices, expenses and time',
  ],
  notIncluded: [
    'The NetSuite license: you hold it, with Oracle or a reseller, and own the data',
    'Custom development beyond configuration and our standard integrations: quoted separately',
    'The statutory audit: your auditors do it, with read access to the system',
  ],
  onboarding: {
    summary:
      'About 3–6 months from signed agreement to the go-live of the last entity. A group of three entities in one currency is at the short end; each further wave of entities adds about six weeks.',
    phases: [
      {
        weeks: [1, 3],
        title: 'Design',
        description:
          'Workshops with your finance team: chart of accounts, dimensions, approval rules and reports agreed on paper.',
      },
      {
        weeks: [4, 8],
        title: 'Build',
        description:
          'NetSuite configured, integrations to banks and our platform connected, your data migrated.',
      },
      {
        weeks: [9, 11],
        title: 'Test and train',
        description:
          'Your team tests with real transactions; we train approvers, controllers and the board’s report readers.',
      },
      {
        weeks: [12, 14],
        title: 'First wave live',
        description:
          'The first entities go live and we run their first close in NetSuite; the others follow in waves.',
      },
    ],
  },
  pricing: {
    summary:
      'The implementation is a fixed price, agreed before we start; running the accounting is a fixed monthly fee per entity. Both come in one written quote after the design workshops are planned.',
    drivers: [
      { name: 'Entities and currencies', detail: 'How many companies, in how many currencies.' },
      {
        name: 'Integrations',
        detail: 'Banks, payroll, CRM or webshop systems to connect to NetSuite.',
      },
      {
        name: 'Migration',
        detail: 'How many ERPs the data comes from, and how much history moves.',
      },
      {
        name: 'Transactions',
        detail: 'Invoices, expenses and journals a month once you are live.',
      },
    ],
  },
  clientCase: { slug: 'kvarnby-software' },
  ctaLabel: 'Talk to us about your ERP',
  ctaDescription:
    'Whether you are choosing a global ERP or fixing one you already have, we will show you how we would set it up and run it for your group.',
  faqs: [
    {
      question: 'Who owns the ERP license?',
      answer:
        'You do. The system and its data are yours; we work in it on your behalf and hand over everything if you ever leave.',
    },
    {
      question: 'We already run NetSuite. Can you take it over?',
      answer:
        'Yes. We review your NetSuite setup, fix what slows the close down and take over the day-to-day accounting in your existing system.',
    },
    {
      question: 'What about the subsidiaries on local systems?',
      answer:
        'They can move onto the global ERP in stages, or stay on their local systems with our platform on top. Either way, reporting comes together in one place.',
    },
  ],
} satisfies ServicePageContent;
