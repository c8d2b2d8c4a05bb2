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
  clients: ['ekholm-arkitekter', 'brunnsviken-dental', 'soderhamn-bageri'],
  benefits: [
    'Salary calculation from approved time, absence and expenses',
    'Employer returns, preliminary tax and pension reporting on time',
    'Payslips, holiday balances and annual statements in the app',
    'Collective agreement rules applied for you',
    'Up to 70% less manual work at every pay run',
  ],
  ctaLabel: 'Make pay day uneventful',
  ctaDescription:
    'Tell us how many people you pay and how you pay them today. We will show you a pay run from approval to payslip.',
  faqs: [
    {
      question: 'Do you handle collective agreements?',
      answer:
        'Yes. We apply the rules of your collective agreement for overtime, holiday pay and pensions, and keep them current when the agreement changes.',
    },
    {
      question: 'What do we need to do each month?',
      answer:
        'Approve hours, absence and expenses in the app before the cut-off date. We do the rest and send you a summary before salaries are paid.',
    },
    {
      question: 'Can employees see their own payslips?',
      answer:
        'Yes. Every employee has a login to the app, where they find payslips, holiday balances and annual statements.',
    },
    {
      question: 'We also need accounting. Can you do both?',
      answer:
        'Yes, and it saves work: payroll postings go straight into your books, and one contact person follows both.',
    },
  ],
} satisfies ServicePageContent;
