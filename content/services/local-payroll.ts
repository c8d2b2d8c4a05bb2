import type { ServicePageContent } from '../types';

export const localPayroll = {
  description:
    'Monthly payroll for Swedish companies: salaries, taxes, pensions and employer returns, with approvals and payslips in one app.',
  heroDescription:
    'Salaries paid on the 25th, every month, with taxes, pensions and employer returns taken care of.',
  heroDetails:
    'We calculate pay from approved time, absence and expenses, pay it out, file the employer return and report pensions. Your staff get their payslips in the app, and you get one report that shows what each pay run cost.',
  heroImage: {
    name: 'service-local-payroll',
    alt: 'Illustration: a monthly calendar with pay day circled, beside a payslip.',
  },
  clientSlugs: ['ekholm-arkitekter', 'brunnsviken-dental', 'soderhamn-bageri'],
  coverage: {
    countries: ['Sweden'],
    note: 'For employees of Swedish companies, including those who work from abroad for a while. Teams in other countries are Global Payroll & HR, with the same contact person.',
  },
  included: [
    'Salary calculation from approved time, absence and expenses',
    'The employer return, preliminary tax and pension reporting, on time every month',
    'Collective agreement rules for overtime, vacation pay and pensions, kept current',
    'Payslips, vacation balances and annual statements in the app',
    'Payroll postings to your books, in Fortnox, Visma or as an SIE file',
    'Your own, fixed contact person for you and your employees’ questions',
  ],
  notIncluded: [
    'Employment law advice and negotiations with unions',
    'Recruitment and HR processes such as performance reviews',
    'Pension and insurance advice: your broker, whom we report to',
  ],
  onboarding: {
    summary:
      'About eight weeks from signed agreement to the first salaries we pay, with one parallel run before it.',
    phases: [
      {
        weeks: [1, 2],
        title: 'Start',
        description:
          'Your employees, pay elements and collective agreement gathered, and the cutoff date agreed.',
      },
      {
        weeks: [3, 4],
        title: 'Set up',
        description:
          'Salaries, vacation balances and this year’s figures to date loaded and checked; employees invited to the app.',
      },
      {
        weeks: [5, 6],
        title: 'Parallel run',
        description:
          'We calculate a month’s payroll beside your current one and explain every difference.',
      },
      {
        weeks: [7, 8],
        title: 'First pay day',
        description: 'Salaries paid on the 25th, the employer return filed, payslips in the app.',
      },
    ],
  },
  pricing: {
    summary:
      'A fixed fee per payslip a month, with a monthly minimum, set in a written quote. Onboarding is priced once, in the same quote; annual statements cost nothing extra.',
    drivers: [
      { name: 'Employees', detail: 'How many people are paid each month.' },
      {
        name: 'Pay rules',
        detail: 'Collective agreement, shifts, overtime and benefits to apply.',
      },
      { name: 'Changes', detail: 'How many people join, leave or change pay in a month.' },
      {
        name: 'Approvals',
        detail: 'Whether time and expenses are approved in our app or reach us another way.',
      },
    ],
  },
  clientCase: { slug: 'ekholm-arkitekter' },
  ctaLabel: 'Make pay day uneventful',
  ctaDescription:
    'Tell us how many people you pay and how you pay them today. We will show you a pay run from approval to payslip.',
  faqs: [
    {
      question: 'What do we need to do each month?',
      answer:
        'Approve hours, absence and expenses in the app before the cutoff date. We do the rest and send you a summary before salaries are paid.',
    },
    {
      question: 'Can employees see their own payslips?',
      answer:
        'Yes. Every employee has a login to the app, where they find payslips, vacation balances and annual statements.',
    },
    {
      question: 'We also need accounting. Can you do both?',
      answer:
        'Yes, and it saves work: payroll postings go straight into your books, and one contact person follows both.',
    },
  ],
} satisfies ServicePageContent;
