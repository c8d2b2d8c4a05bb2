import type { IconName } from '@/lib/icons';
import { techSolutionSubPagePath, type TechSolutionSubPage } from '@/lib/routes';
import { productScreens } from '../product-screens';
import type { Illustration } from '../types';

/**
 * The platform's modules, the one list that the home page, /tech-solution, the module pages,
 * the route table and the tests map over. Every module has its own page, and a card shows the
 * page's title, so what a visitor clicks is what they get.
 */
export type PlatformModule = {
  slug: TechSolutionSubPage;
  path: string;
  /**
   * The module page's h1 and document title, and its name on every card and link: the slug,
   * words capitalised (`time-reporting` is Time Reporting), so a name matches its address.
   */
  title: string;
  icon: IconName;
  /** What the module does, on its cards and as its page's lead and meta description. */
  summary: string;
  /** What the module does in one short line, under its name in the header's menu. */
  tagline: string;
  /** The module's product screen: in its page's hero and in the home page's accordion. */
  illustration: Illustration;
};

export const platformModules = [
  {
    slug: 'expense',
    path: techSolutionSubPagePath('expense'),
    title: 'Expense',
    tagline: 'Receipts to reimbursement, from the phone',
    icon: 'receipt',
    summary:
      'Photograph a receipt, pick a project and submit. Managers approve on their phone, and the expense is booked in the right company and currency and reimbursed with the next salary.',
    illustration: productScreens.expense,
  },
  {
    slug: 'supplier-invoice',
    path: techSolutionSubPagePath('supplier-invoice'),
    title: 'Supplier Invoice',
    tagline: 'Invoices read, coded, approved and paid',
    icon: 'file-input',
    summary:
      'Invoices arrive by e-invoice, PDF or email, are read and coded automatically and go to the right approver. Approved invoices are booked and scheduled for payment.',
    illustration: productScreens['supplier-invoice'],
  },
  {
    slug: 'time-reporting',
    path: techSolutionSubPagePath('time-reporting'),
    title: 'Time Reporting',
    tagline: 'Hours per project, ready for billing and pay',
    icon: 'timer',
    summary:
      'Hours per day, project and client, reported in a minute on web or mobile and approved weekly, ready for customer invoices and for payroll.',
    illustration: productScreens['time-reporting'],
  },
  {
    slug: 'payroll-approval',
    path: techSolutionSubPagePath('payroll-approval'),
    title: 'Payroll Approval',
    tagline: 'Pay changes approved before every pay run',
    icon: 'banknote',
    summary:
      'Salary changes, absences, bonuses and approved expenses collected in one flow before our specialists run each country’s pay run. Employees find their payslips in the app.',
    illustration: productScreens['payroll-approval'],
  },
  {
    slug: 'project-reporting',
    path: techSolutionSubPagePath('project-reporting'),
    title: 'Project Reporting',
    tagline: 'Margin per project across all your companies',
    icon: 'folder-kanban',
    summary:
      'Hours, costs and revenue per project across all your companies, updated as they are approved, so project managers see their margin before the month ends.',
    illustration: productScreens['project-reporting'],
  },
  {
    slug: 'reporting',
    path: techSolutionSubPagePath('reporting'),
    title: 'Reporting',
    tagline: 'Monthly reports per entity and for the group',
    icon: 'chart-column',
    summary:
      'Monthly reports per entity and for the group, straight from the ledger your accountants book: the same numbers for the CFO, the board and the auditors.',
    illustration: productScreens.reporting,
  },
] as const satisfies readonly PlatformModule[];

/** The module with this slug among `modules` (a language's, English's if not said), or undefined. */
export function findModule(
  slug: string,
  modules: readonly PlatformModule[] = platformModules,
): PlatformModule | undefined {
  return modules.find((module) => module.slug === slug);
}

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** "Six", for headings that count the modules. */
export const moduleCountWord = capitalise(
  numberWords[platformModules.length] ?? String(platformModules.length),
);

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
