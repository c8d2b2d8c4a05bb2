import type { ServicePageContent } from '../types';

export const localAccounting = {
  description:
    'Bookkeeping, VAT, month-end close and annual accounts for companies in Sweden, with a named accountant and a platform that removes the paper work.',
  heroDescription:
    'Swedish bookkeeping, VAT and annual accounts done by a named accountant who knows your business.',
  heroDetails:
    'Snap a receipt, forward an invoice, and it lands in the books. We handle the monthly close, VAT and employer returns, and the annual report, and we tell you what the numbers mean for the months ahead.',
  heroImage: {
    name: 'service-local-accounting',
    alt: 'Illustration: a receipt flowing into an approved ledger, with the Stockholm skyline behind.',
  },
  clients: ['soderhamn-bageri', 'ekholm-arkitekter', 'lindqvist-design-studio'],
  benefits: [
    'Bookkeeping and a monthly close with a short report you can read in five minutes',
    'VAT returns, employer returns and tax account reconciliation',
    'Annual accounts and the income tax return, filed with the authorities',
    'Receipts and supplier invoices captured in the app: up to 70% less manual work',
    'Implementation in about 2–3 months, including your opening balances',
  ],
  ctaLabel: 'Meet your accountant',
  ctaDescription:
    'Book a short meeting with one of our accountants. Bring last year’s annual report and we will tell you how we would run your books.',
  faqs: [
    {
      question: 'Who will be our accountant?',
      answer:
        'A named accountant in our Stockholm office, backed by a team that covers holidays and peaks. You get their direct email and phone number.',
    },
    {
      question: 'How do we send you receipts and invoices?',
      answer:
        'Photograph receipts in our app and forward supplier invoices to your own inbound address. Both are matched, coded and sent to you for approval.',
    },
    {
      question: 'How long does it take to switch from our current accountant?',
      answer:
        'About 2–3 months. We collect the opening balances and the year’s history, and take over from the first full month after that.',
    },
    {
      question: 'Do you also do the annual report?',
      answer:
        'Yes. The annual accounts, the income tax return and the filing with the Swedish Companies Registration Office are part of the service.',
    },
  ],
} satisfies ServicePageContent;
