import type { ServicePageContent } from '../types';

export const globalPayroll = {
  description:
    'Payroll and HR administration for teams in several countries, run on one schedule with one contact person and one platform for approvals and payslips.',
  heroDescription:
    'Pay every employee correctly and on time, in every country you hire in, without juggling a payroll provider per country.',
  heroDetails:
    'We run payroll to each country’s tax, pension and reporting rules and keep your HR records in order: contracts, onboarding, leave and the employer filings that follow every pay run. Managers approve time and expenses in one app; employees find their payslips in the same place.',
  heroImage: {
    name: 'service-global-payroll',
    alt: 'Illustration: three payslips from different countries and a confirmation that all were paid on the same day.',
  },
  clients: ['kvarnby-software', 'nordvik-logistics', 'lindqvist-design-studio'],
  benefits: [
    'Monthly payroll in each country, with tax, pension and social fees filed on time',
    'One approval flow for time, absence and expenses across the group',
    'Payslips and annual statements for employees in one app',
    'HR administration: contracts, onboarding, leave and offboarding',
    'Up to 70% less manual work for your managers and finance team',
  ],
  ctaLabel: 'Bring your payroll under one roof',
  ctaDescription:
    'Tell us where your people are and how they are paid today. We will walk you through a pay run on our platform and a plan for moving over.',
  faqs: [
    {
      question: 'Can you pay employees in countries where we have no entity?',
      answer:
        'We run payroll for your own entities. Where you hire without one, we can introduce you to an employer-of-record partner and keep their output in the same reports.',
    },
    {
      question: 'How do managers approve hours and expenses?',
      answer:
        'In our mobile app or on the web. Approvals follow the rules you set per team and country, and approved items flow straight into the next pay run.',
    },
    {
      question: 'What happens to our payroll history?',
      answer:
        'We import the year-to-date figures and the history you need for annual statements, and we check them against your previous provider before the first pay run.',
    },
    {
      question: 'Who answers employees’ payroll questions?',
      answer:
        'Your contact person’s team. Employees can reach us through the app; you decide which questions go to us and which to your own HR.',
    },
  ],
} satisfies ServicePageContent;
