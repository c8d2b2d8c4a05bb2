import type { TechSolutionSubPage } from '@/lib/routes';
import { supportedErps } from './local-erps';
import type { ModulePageContent } from './types';

/**
 * The module pages under /tech-solution/{slug}: what each module does, how it works, where it
 * runs and what buyers ask. The title, icon, summary and screen of each come from the registry
 * (content/registry/modules.ts); one template renders them all.
 *
 * No figure here is a claim about results: the numbers a visitor reads are on the fictional
 * product screens. Country rules are named, not restated, so they cannot go out of date here.
 */

/** The words around every module page's sections. */
export const modulePageCopy = {
  heroEyebrow: 'Platform module',
  coverage: {
    eyebrow: 'Countries and ERPs',
    title: 'Where it works',
    description:
      'Every module runs for companies in Sweden, Norway, Denmark and Finland, on the ERP each company already keeps or on one global ERP for the whole group.',
    localTitle: 'On each country’s local ERP',
    localErpsLink: { label: 'How we connect local ERPs', href: '/tech-solution/local-erps' },
    globalTitle: 'One global ERP',
    globalText:
      'Groups that run every company on Oracle NetSuite OneWorld use the same module in every country, posting to one ledger.',
    globalErpLink: { label: 'How it works on a global ERP', href: '/tech-solution/global-erp' },
  },
  faqTitle: 'Questions buyers ask',
  related: { eyebrow: 'Works well with', title: 'Related modules' },
} as const;

/** The four Nordic countries every module covers, each with the local ERP we connect there. */
const nordicCountries = ['Sweden', 'Norway', 'Denmark', 'Finland'] as const;

export const moduleCountries = nordicCountries.map((country) => {
  const erp = supportedErps.find((entry) => entry.country === country);
  if (!erp)
    throw new Error(`No local ERP listed for ${country} (content/tech-solution/local-erps.ts)`);
  return erp;
});

export const modulePages = {
  expense: {
    heroDetails:
      'No more envelopes of receipts at the end of the month. The receipt is read the moment it is photographed, checked against your policy and waiting for the manager before the employee has left the restaurant.',
    benefitsSection: {
      eyebrow: 'What it does',
      title: 'Expenses without the paperwork',
      description: 'From the receipt in a pocket to the money on the payslip, in one flow.',
    },
    benefits: [
      {
        icon: 'camera',
        title: 'Receipts read for you',
        description:
          'Amount, date, currency and VAT are read from the photo or the emailed receipt. The employee checks them, picks a project and submits.',
      },
      {
        icon: 'shield-check',
        title: 'Your policy, checked on submit',
        description:
          'Limits per category, missing attendees on client meals and receipts older than your cut-off are flagged before they reach the approver.',
      },
      {
        icon: 'coins',
        title: 'Any currency, the right company',
        description:
          'A hotel bill in euros from a Danish colleague is booked in the Danish company, converted at the booking date’s rate.',
      },
      {
        icon: 'wallet',
        title: 'Paid with the next salary',
        description:
          'Approved expenses go to the next pay run in the employee’s country, so there is no separate payment to make.',
      },
    ],
    stepsSection: { eyebrow: 'How it works', title: 'From receipt to reimbursement' },
    steps: [
      {
        icon: 'smartphone',
        title: 'Snap and submit',
        description:
          'The employee photographs the receipt, or forwards the email, and adds the project or client it belongs to.',
      },
      {
        icon: 'circle-check',
        title: 'Approve on the phone',
        description:
          'The manager gets a notification, sees the receipt and the policy check side by side, and approves or sends it back with a comment.',
      },
      {
        icon: 'send',
        title: 'Booked and paid',
        description:
          'Our accountants see it booked with the right account and VAT code, and the amount is added to the next salary.',
      },
    ],
    coverageNote:
      'Expenses follow each country’s VAT rules and are reimbursed through that country’s pay run. The receipt image stays attached to the booking, so your auditors find it in one click.',
    faqs: [
      {
        question: 'Do employees need to keep the paper receipt?',
        answer:
          'What each country’s bookkeeping rules require differs, and changes from time to time. We set your archive up to follow the rules of each company’s country and tell you when a paper original still has to be kept.',
      },
      {
        question: 'Can we set our own expense policy?',
        answer:
          'Yes. You decide the categories, limits, who approves what and which expenses need a project or attendees. We configure it with you at the start and change it whenever you ask.',
      },
      {
        question: 'What about company cards?',
        answer:
          'Card transactions can be imported from your card provider, so the employee only adds the receipt and the purpose to a line that is already there. Tell us which card you use and we will confirm how it connects.',
      },
      {
        question: 'Can employees claim mileage and per diems?',
        answer:
          'Yes. The app asks for the trip or the days traveled and applies the rates of the employee’s country, which our payroll team keeps up to date.',
      },
      {
        question: 'Does it work for people who are not on our payroll?',
        answer:
          'Consultants and board members can submit expenses too. Their claims are paid as a supplier payment instead of through the salary.',
      },
    ],
    relatedSlugs: ['payroll-approval', 'project-reporting', 'supplier-invoice'],
    cta: {
      title: 'See an expense go from receipt to payslip',
      description:
        'In a short demo we submit a receipt, approve it on a phone and show where it lands in your books.',
    },
  },
  'supplier-invoice': {
    heroDetails:
      'Every invoice ends up in one inbox, whichever company it was addressed to and however it was sent. The right person approves it, and our accountants book and pay it on time.',
    benefitsSection: {
      eyebrow: 'What it does',
      title: 'Invoices that find their own way',
      description: 'Less chasing of approvers, no invoice forgotten in someone’s inbox.',
    },
    benefits: [
      {
        icon: 'inbox',
        title: 'Every format, one inbox',
        description:
          'E-invoices over Peppol, PDFs and scanned paper arrive in the same list for every company in the group.',
      },
      {
        icon: 'scan-search',
        title: 'Coded from history',
        description:
          'Account, cost center and VAT code are suggested from how the same supplier was booked before; our accountants confirm them.',
      },
      {
        icon: 'workflow',
        title: 'Approval rules you choose',
        description:
          'By company, amount, project or cost center, with a second approver above the limits you set and a stand-in when someone is away.',
      },
      {
        icon: 'calendar-clock',
        title: 'Paid on the due date',
        description:
          'Approved invoices are scheduled for payment to fall due on time, neither early nor late, and you see every payment before it is sent.',
      },
    ],
    stepsSection: { eyebrow: 'How it works', title: 'From arrival to payment' },
    steps: [
      {
        icon: 'inbox',
        title: 'Received and read',
        description:
          'The invoice arrives by e-invoice, PDF or email. Supplier, amounts, VAT and due date are read and checked against the supplier’s earlier invoices.',
      },
      {
        icon: 'circle-check',
        title: 'Approved by the right person',
        description:
          'The approver sees the invoice, the suggested coding and any purchase order, and approves, rejects or asks a question in the app.',
      },
      {
        icon: 'send',
        title: 'Booked and scheduled',
        description:
          'The invoice is booked in the company’s ledger and added to a payment proposal that you, or we, release to the bank.',
      },
    ],
    coverageNote:
      'We receive e-invoices over Peppol and in the national formats, such as EHF in Norway, OIOUBL in Denmark and Finvoice in Finland, as well as PDF and paper. Each invoice is booked in the ledger of the company it is addressed to.',
    faqs: [
      {
        question: 'Our suppliers send PDFs by email. Is that a problem?',
        answer:
          'No. Each company gets its own invoice address; PDFs sent there are read the same way as e-invoices. We also help you ask your larger suppliers to switch to e-invoices.',
      },
      {
        question: 'Can approvals follow our delegation of authority?',
        answer:
          'Yes. We set up the rules per company, cost center and amount to match your delegation of authority, and the audit trail shows who approved each invoice and when.',
      },
      {
        question: 'What happens when an approver is on vacation?',
        answer:
          'Each approver can name a stand-in, and invoices that wait too long are sent on to the next person in the chain, so due dates are not missed.',
      },
      {
        question: 'Who pays the invoices?',
        answer:
          'You choose. Either we prepare the payment proposal and you release it in your bank, or we release it within limits you agree with us.',
      },
      {
        question: 'Can we match invoices to purchase orders?',
        answer:
          'Where your ERP holds purchase orders, the invoice is shown beside its order and differences in price or quantity are flagged for the approver.',
      },
    ],
    relatedSlugs: ['expense', 'reporting', 'project-reporting'],
    cta: {
      title: 'Bring every invoice into one flow',
      description:
        'Tell us how invoices reach you today and we will show the same invoices approved and booked in Solvik.',
    },
  },
  'time-reporting': {
    heroDetails:
      'People report their hours where they work, on the phone or in the browser, and managers approve a whole team’s week in one go. The same hours then bill your clients and pay your staff.',
    benefitsSection: {
      eyebrow: 'What it does',
      title: 'Hours reported once, used everywhere',
      description: 'One time report feeds invoicing, payroll and project follow-up.',
    },
    benefits: [
      {
        icon: 'smartphone',
        title: 'A week in a minute',
        description:
          'Last week’s projects are already on the row, so most people only type their hours. Works the same on web and mobile.',
      },
      {
        icon: 'calendar-check',
        title: 'Weekly approval',
        description:
          'Managers approve the team’s week in one view and send a day back with a comment when something looks wrong.',
      },
      {
        icon: 'receipt',
        title: 'Ready for invoicing',
        description:
          'Billable hours per client and project are ready for the customer invoice as soon as they are approved.',
      },
      {
        icon: 'calculator',
        title: 'Ready for payroll',
        description:
          'Overtime, absence and on-call time go to the pay run with the rest, so nobody copies hours from one system to another.',
      },
    ],
    stepsSection: { eyebrow: 'How it works', title: 'From timesheet to invoice and payslip' },
    steps: [
      {
        icon: 'smartphone',
        title: 'Report the hours',
        description:
          'Employees enter hours per day, project and activity, and mark absence such as sick leave or vacation in the same place.',
      },
      {
        icon: 'bell-ring',
        title: 'Approve the week',
        description:
          'A reminder goes out before the cut-off. Managers review the week, approve it or send a day back to be fixed.',
      },
      {
        icon: 'send',
        title: 'Bill and pay',
        description:
          'Approved hours become invoice lines for your clients and payroll items for the next pay run, and update each project’s figures.',
      },
    ],
    coverageNote:
      'Absence types and overtime rules follow each country and, where you have one, your collective agreement. Public holidays are marked in each country’s calendar.',
    faqs: [
      {
        question: 'Can we track hours against fixed-price projects?',
        answer:
          'Yes. Hours are recorded on the project whether it is billed by the hour or at a fixed price, so Project Reporting shows the real cost against the budget either way.',
      },
      {
        question: 'Do employees who do not bill clients need it?',
        answer:
          'Only if you want it for them. Many clients use it for absence and overtime alone, which saves payroll a round of questions every month.',
      },
      {
        question: 'Can hours be locked once approved?',
        answer:
          'Yes. An approved week is locked. Changing it takes a new approval, and the history shows what was changed and by whom.',
      },
      {
        question: 'Can we bring in hours from another tool?',
        answer:
          'Where a team already records time elsewhere, we can import its hours into Solvik so invoicing and payroll still read from one place. Tell us which tool it is and we will confirm how.',
      },
    ],
    relatedSlugs: ['project-reporting', 'payroll-approval', 'expense'],
    cta: {
      title: 'Make the weekly time report painless',
      description:
        'We will show a week reported on a phone, approved by a manager and turned into an invoice and a payslip.',
    },
  },
  'payroll-approval': {
    heroDetails:
      'Managers approve changes where they already approve everything else, and our payroll specialists in each country take it from there. You see the whole pay run before a single salary is paid.',
    benefitsSection: {
      eyebrow: 'What it does',
      title: 'A pay run without loose ends',
      description:
        'Everything that changes a salary, collected and approved before the cut-off, in every country.',
    },
    benefits: [
      {
        icon: 'list-checks',
        title: 'All changes in one list',
        description:
          'New hires, salary changes, bonuses, absences, overtime and approved expenses, gathered for each pay run.',
      },
      {
        icon: 'eye',
        title: 'The run before it is paid',
        description:
          'Gross and net pay, employer costs and the differences from last month, per company, for you to approve or send back.',
      },
      {
        icon: 'users',
        title: 'Specialists in each country',
        description:
          'Our payroll team runs each country’s pay run and files its employer reporting, so you do not need an expert per country.',
      },
      {
        icon: 'lock-keyhole',
        title: 'Access only where it is needed',
        description:
          'Salary data is shown only to the roles you choose, per company, and every view and approval is logged.',
      },
    ],
    stepsSection: { eyebrow: 'How it works', title: 'From change to payslip' },
    steps: [
      {
        icon: 'file-input',
        title: 'Collect the changes',
        description:
          'Managers and HR enter salary changes and bonuses; absences, hours and expenses arrive from the other modules once approved.',
      },
      {
        icon: 'eye',
        title: 'Review and approve the run',
        description:
          'Our specialists calculate the pay run. You see totals, differences and the employees they concern, and approve it in the app.',
      },
      {
        icon: 'wallet',
        title: 'Paid and reported',
        description:
          'Salaries are paid, the employer reporting is filed, the payroll is booked and every employee finds their payslip in the app.',
      },
    ],
    coverageNote:
      'Each country’s pay run is calculated to its own rules and reported to its own authorities: the employer return in Sweden, the a-melding in Norway, eIndkomst in Denmark and the Incomes Register in Finland.',
    faqs: [
      {
        question: 'Who calculates the salaries?',
        answer:
          'Our payroll specialists in each country. The module collects and approves what goes into the pay run; our team runs it, checks it and answers your employees’ questions.',
      },
      {
        question: 'When is the cut-off for changes?',
        answer:
          'We agree a payroll calendar with you for each country. The app shows the next cut-off and reminds approvers a few days before it.',
      },
      {
        question: 'Can the pay runs of different countries be approved by one person?',
        answer:
          'Yes. A group payroll manager can see and approve every country’s run, while local managers only see their own teams.',
      },
      {
        question: 'Where do employees find their payslips?',
        answer:
          'In the same app, on the phone or in the browser, together with vacation balances and annual statements.',
      },
      {
        question: 'How are salaries booked?',
        answer:
          'The pay run is posted to each company’s ledger, with costs split by cost center or project as you choose, on the ERP the company uses.',
      },
    ],
    relatedSlugs: ['time-reporting', 'expense', 'reporting'],
    cta: {
      title: 'Approve every country’s payroll in one place',
      description:
        'We will walk you through a pay run from the first change to the payslip, for the countries you pay people in.',
    },
  },
  'project-reporting': {
    heroDetails:
      'Project managers stop waiting for the month-end report to learn whether a project made money. Hours, purchases and invoices land on the project as they are approved, in every company that works on it.',
    benefitsSection: {
      eyebrow: 'What it does',
      title: 'Know the margin while it can still change',
      description: 'One view of every project, fed by the approvals already made in the app.',
    },
    benefits: [
      {
        icon: 'gauge',
        title: 'Budget against actual',
        description:
          'Hours and costs used so far against the budget, per month, with a forecast to completion that the project manager keeps current.',
      },
      {
        icon: 'combine',
        title: 'Across companies',
        description:
          'A project staffed from Stockholm and Oslo shows both teams’ hours and costs, converted to the project’s currency.',
      },
      {
        icon: 'receipt',
        title: 'Costs as they are approved',
        description:
          'Supplier invoices, expenses and hours appear on the project when they are approved, not when the books are closed.',
      },
      {
        icon: 'coins',
        title: 'Revenue and work in progress',
        description:
          'Invoiced and not yet invoiced work side by side, so finance and the project manager agree on what is left to bill.',
      },
    ],
    stepsSection: { eyebrow: 'How it works', title: 'From budget to final margin' },
    steps: [
      {
        icon: 'sliders-horizontal',
        title: 'Set up the project',
        description:
          'The project gets its budget, its billing model and the companies and people working on it, in the app or from your ERP.',
      },
      {
        icon: 'combine',
        title: 'Costs flow in',
        description:
          'Approved hours, expenses and supplier invoices are posted to the project as they happen, from every company in the group.',
      },
      {
        icon: 'chart-line',
        title: 'Follow and act',
        description:
          'The project manager sees margin, hours left and work not yet invoiced each week, and updates the forecast while there is time to act.',
      },
    ],
    coverageNote:
      'A project can span companies in all four countries: each company’s costs stay in its own ledger, and the project view brings them together in one currency.',
    faqs: [
      {
        question: 'Does it replace our project management tool?',
        answer:
          'No. It covers the money side of a project: budget, cost, revenue and margin. Plans and tasks stay in the tool your teams use today.',
      },
      {
        question: 'Where do the project figures come from?',
        answer:
          'From the approvals made in Solvik and the postings in your ERP. Nothing is typed in twice, so the project report and the books agree.',
      },
      {
        question: 'Can a project manager see only their own projects?',
        answer:
          'Yes. Access follows roles: project managers see their projects, department heads see their department, finance sees everything.',
      },
      {
        question: 'Can we report on internal projects too?',
        answer:
          'Yes. Internal projects, such as a system change or an office move, get a budget and collect hours and costs the same way, without revenue.',
      },
    ],
    relatedSlugs: ['time-reporting', 'reporting', 'supplier-invoice'],
    cta: {
      title: 'See your projects’ margins before month-end',
      description:
        'Bring one of your projects and we will show how it would look in Solvik, across the companies that work on it.',
    },
  },
  reporting: {
    heroDetails:
      'The report your CFO opens is built from the same ledger our accountants book in, so the figures in the board pack, the management report and the annual accounts agree with each other.',
    benefitsSection: {
      eyebrow: 'What it does',
      title: 'One set of numbers for everyone',
      description: 'Entity and group reports, from the books, in one place.',
    },
    benefits: [
      {
        icon: 'layout-dashboard',
        title: 'Entity and group',
        description:
          'Each company on its own and the whole group together, in its own currency or the group’s, with intercompany items shown apart.',
      },
      {
        icon: 'calendar-check',
        title: 'Ready when the month is closed',
        description:
          'Our accountants close the month and the reports are there: income statement, balance sheet, cash and key figures.',
      },
      {
        icon: 'history',
        title: 'Compare and drill down',
        description:
          'Month, year to date, budget and last year side by side. Click a figure to see the postings and documents behind it.',
      },
      {
        icon: 'earth',
        title: 'Same definitions everywhere',
        description:
          'Every company maps to one group chart of accounts, so margin means the same thing in Sweden as in Finland.',
      },
    ],
    stepsSection: { eyebrow: 'How it works', title: 'From ledger to board pack' },
    steps: [
      {
        icon: 'combine',
        title: 'Map the ledgers',
        description:
          'At the start we map every company’s accounts and dimensions to your group’s reporting structure, whichever ERP each company uses.',
      },
      {
        icon: 'circle-check',
        title: 'Close the month',
        description:
          'Our accountants book, reconcile and close each company, and the reports refresh from the closed figures.',
      },
      {
        icon: 'chart-line',
        title: 'Read and share',
        description:
          'Management reads the reports in the app, follows the key figures during the month and exports the board pack.',
      },
    ],
    coverageNote:
      'Reports read from each company’s own ledger in Sweden, Norway, Denmark and Finland, converted to your group currency at the rates we book with.',
    faqs: [
      {
        question: 'Can we add our own key figures?',
        answer:
          'Yes. We define the key figures and layouts your management uses with you, and they are calculated the same way for every company.',
      },
      {
        question: 'Is this our statutory consolidation?',
        answer:
          'The reports give management a consolidated view every month. The statutory group accounts are prepared by our accountants from the same figures as part of the year-end work.',
      },
      {
        question: 'Can the board get access?',
        answer:
          'You can give board members a read-only login to the reports you choose, or export a board pack each month.',
      },
      {
        question: 'Can our auditors use it?',
        answer:
          'Auditors can be given read access for the period they audit, with every posting linked to its document and approval.',
      },
      {
        question: 'Do budgets live here too?',
        answer:
          'Budgets and forecasts can be imported per company and compared with the actual figures in every report.',
      },
    ],
    relatedSlugs: ['project-reporting', 'supplier-invoice', 'payroll-approval'],
    cta: {
      title: 'Get the same numbers to everyone',
      description:
        'We will show your group’s structure in Solvik’s reports, from one company’s postings to the group total.',
    },
  },
} as const satisfies Record<TechSolutionSubPage, ModulePageContent>;
