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
  clientSlugs: ['kvarnby-software', 'nordvik-logistics', 'lindqvist-design-studio'],
  coverage: {
    countries: [
      'Sweden',
      'Norway',
      'Denmark',
      'Finland',
      'Germany',
      'United Kingdom',
      'United States',
    ],
    note: 'We run payroll for your own entities in these countries. Where you employ people without an entity, an employer-of-record partner pays them and we keep their costs in the same reports.',
  },
  included: [
    'Monthly payroll in each country: tax, social charges and pensions calculated, paid and filed',
    'One approval flow for time, absence and expenses across the group',
    'Payslips and annual statements for employees in the app',
    'HR administration: employment contracts, onboarding, leave and offboarding',
    'Payroll postings to each entity’s ledger, and one group payroll report a month',
    'Your own, fixed contact person, and answers to your employees’ payroll questions',
  ],
  notIncluded: [
    'Employment law advice and disputes: your lawyers, or a firm we can introduce',
    'Recruitment, performance reviews and salary benchmarking',
    'Employer of record in countries where you have no entity: through a partner',
  ],
  onboarding: {
    summary:
      'About ten weeks from signed agreement to the first pay run, for the first country; further countries follow in waves, each after a parallel run.',
    phases: [
      {
        weeks: [1, 2],
        title: 'Start',
        description:
          'Pay elements, agreements and approval rules gathered for each country, and the payroll calendar agreed.',
      },
      {
        weeks: [3, 5],
        title: 'Set up',
        description:
          'Employees, this year’s figures to date and the pay rules loaded and checked; managers invited to the app.',
      },
      {
        weeks: [6, 8],
        title: 'Parallel run',
        description:
          'We run a month’s payroll beside your current provider and match it line by line.',
      },
      {
        weeks: [9, 10],
        title: 'First pay run',
        description: 'Salaries paid by us, employer filings made, payslips in the app.',
      },
    ],
  },
  pricing: {
    summary:
      'A fixed fee per payslip, a month, with a minimum per country. Onboarding is priced once per country wave, in the same written quote. No extra charge for the annual statements.',
    drivers: [
      { name: 'Employees', detail: 'How many people are paid each month, in each country.' },
      { name: 'Countries', detail: 'Each country has its own rules, filings and calendar.' },
      {
        name: 'Pay rules',
        detail: 'Shifts, allowances, commission and collective agreements to apply.',
      },
      { name: 'HR services', detail: 'Whether we also keep contracts and employee records.' },
    ],
  },
  clientCase: { slug: 'nordvik-logistics' },
  ctaLabel: 'Bring your payroll under one roof',
  ctaDescription:
    'Tell us where your people are and how they are paid today. We will walk you through a pay run on our platform and a plan for moving over.',
  faqs: [
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
