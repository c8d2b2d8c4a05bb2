import type { ServicePageContent } from '../types';

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
  clients: ['alvsborg-robotics', 'fjallgren-medical', 'kvarnby-software'],
  benefits: [
    'One chart of accounts and one close process for every entity',
    'Multi-currency consolidation and intercompany eliminations in the ERP',
    'Approvals for invoices, expenses and time in one app, connected to the ERP',
    'Board and management reports straight from the ledger',
    'Up to 70% less manual work once the flows are automated',
    'Implementation in about 3–6 months, depending on the number of entities',
  ],
  ctaLabel: 'Talk to us about your ERP',
  ctaDescription:
    'Whether you are choosing a global ERP or fixing one you already have, we will show you how we would set it up and run it for your group.',
  faqs: [
    {
      question: 'How long does an ERP implementation take?',
      answer:
        'About 3–6 months. A group with a few entities in one currency is at the short end; many entities, currencies and integrations take longer.',
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
    {
      question: 'Who owns the ERP license?',
      answer:
        'You do. The system and its data are yours; we work in it on your behalf and hand over everything if you ever leave.',
    },
  ],
} satisfies ServicePageContent;
