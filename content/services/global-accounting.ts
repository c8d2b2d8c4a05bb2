import type { ServicePageContent } from '../types';

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
  clients: ['nordvik-logistics', 'fjallgren-medical', 'alvsborg-robotics'],
  benefits: [
    'Local bookkeeping, VAT and statutory reporting in each country, to local rules',
    'A shared monthly close calendar for every entity in the group',
    'Consolidated group reports in one currency and one chart of accounts',
    'Up to 70% less manual work through automated invoice and expense flows',
    'Implementation in about 2–3 months, entity by entity',
  ],
  ctaLabel: 'Plan your global close with us',
  ctaDescription:
    'Tell us which countries you operate in and how you report today. We will show you what one accounting team and one close calendar would look like for your group.',
  faqs: [
    {
      question: 'Which countries do you cover?',
      answer:
        'We keep books for entities in the Nordics, the rest of Europe and the US. Each country is handled by accountants who know its rules, coordinated by your contact person in Stockholm.',
    },
    {
      question: 'How long does it take to move our accounting to you?',
      answer:
        'About 2–3 months. We take over one entity at a time, run a close in parallel with your current provider where it helps, and switch when the numbers agree.',
    },
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
  ],
} satisfies ServicePageContent;
