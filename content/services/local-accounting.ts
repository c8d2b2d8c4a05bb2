import type { ServicePageContent } from '../types';

export const localAccounting = {
  description:
    'Bookkeeping, VAT, month-end close and annual accounts for companies in Sweden, with your own accountant and a platform that removes the paperwork.',
  heroDescription:
    'Swedish bookkeeping, VAT and annual accounts, done by your own accountant who knows your business.',
  heroDetails:
    'Snap a receipt, forward an invoice, and it lands in the books. We handle the monthly close, VAT and employer returns, and the annual report, and we tell you what the numbers mean for the months ahead.',
  heroImage: {
    name: 'service-local-accounting',
    alt: 'Illustration: a receipt flowing into an approved ledger, with the Stockholm skyline behind.',
  },
  clientSlugs: ['soderhamn-bageri', 'ekholm-arkitekter', 'lindqvist-design-studio'],
  coverage: {
    countries: ['Sweden'],
    note: 'For Swedish limited companies (aktiebolag) and Swedish branches of foreign companies. Subsidiaries in other countries are Global Accounting, with the same contact person.',
  },
  included: [
    'Bookkeeping and a monthly close, with a short report you can read in five minutes',
    'VAT returns, employer returns and reconciliation of the tax account',
    'Supplier invoices and receipts captured, coded and sent to you for approval in the app',
    'Annual accounts and the income tax return, filed with the Swedish authorities',
    'Work in Fortnox or Visma, or SIE files from any other Swedish ERP',
    'Your own, fixed accountant in Stockholm, with a team behind them for vacations and peaks',
  ],
  notIncluded: [
    'The statutory audit: your auditor does it, and we prepare what they need',
    'Tax disputes and restructuring advice: quoted separately when you need them',
    'Payroll: a service of its own, Local Payroll',
  ],
  onboarding: {
    summary:
      'About 2–3 months from signed agreement to the first month we close, opening balances included.',
    phases: [
      {
        weeks: [1, 2],
        title: 'Start',
        description:
          'A meeting with your accountant, access to your ERP, bank and the tax account, and your invoice address set up.',
      },
      {
        weeks: [3, 5],
        title: 'Opening balances',
        description:
          'Last year’s annual report and this year’s history checked, and the open items agreed with your previous accountant.',
      },
      {
        weeks: [6, 9],
        title: 'Your first month with us',
        description:
          'Receipts and invoices flow through the app; we book the month and go through any questions with you.',
      },
      {
        weeks: [10, 12],
        title: 'First close',
        description:
          'The first monthly report and the VAT return from us, and from then on every month on the same day.',
      },
    ],
  },
  pricing: {
    summary:
      'A fixed monthly fee, set in a written quote after one meeting and reviewed once a year. The annual accounts are priced in the same quote, so year-end brings no surprise.',
    drivers: [
      {
        name: 'Transactions',
        detail: 'Supplier invoices, sales invoices and receipts a month.',
      },
      { name: 'VAT', detail: 'Monthly, quarterly or yearly returns, and trade abroad.' },
      {
        name: 'Reporting',
        detail: 'A monthly report, or also budgets, forecasts and board meetings.',
      },
      {
        name: 'Starting point',
        detail: 'The state of the books we take over, and your ERP.',
      },
    ],
  },
  clientCase: { slug: 'ekholm-arkitekter' },
  ctaLabel: 'Meet your accountant',
  ctaDescription:
    'Book a short meeting with one of our accountants. Bring last year’s annual report and we will tell you how we would keep your books.',
  faqs: [
    {
      question: 'Who will be our accountant?',
      answer:
        'An authorized accountant in our Stockholm office, backed by a team that covers vacations and peaks. You get their direct email and phone number.',
    },
    {
      question: 'How do we send you receipts and invoices?',
      answer:
        'Photograph receipts in our app and forward supplier invoices to your own invoice address. Both are matched, coded and sent to you for approval.',
    },
    {
      question: 'Do you also do the annual report?',
      answer:
        'Yes. The annual accounts, the income tax return and the filing with the Swedish Companies Registration Office are part of the service.',
    },
  ],
} satisfies ServicePageContent;
