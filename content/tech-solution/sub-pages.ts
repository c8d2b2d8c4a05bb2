import {
  Banknote,
  ChartColumn,
  Construction,
  FileInput,
  FolderKanban,
  Receipt,
  Timer,
} from 'lucide-react';
import type { TechSolutionSubPage } from '@/lib/routes';
import type { LucideIcon } from 'lucide-react';

export type SubPageContent = { icon: LucideIcon; description: string };

/** The icon and description of each accepted /tech-solution/{subPage} value. */
export const techSolutionSubPageContent = {
  expense: {
    icon: Receipt,
    description:
      'Receipts captured on the phone, approved by the right manager and booked in the right company and currency, in every country you operate in.',
  },
  'supplier-invoice': {
    icon: FileInput,
    description:
      'Supplier invoices read automatically, routed to their approvers and booked and paid on time, whatever the format they arrive in.',
  },
  'time-reporting': {
    icon: Timer,
    description:
      'Hours by project and client, reported in seconds and approved weekly, ready for invoicing and payroll.',
  },
  'payroll-approval': {
    icon: Banknote,
    description:
      'Salary changes, absences and bonuses approved in one flow before our specialists run payroll in each country.',
  },
  'project-reporting': {
    icon: FolderKanban,
    description:
      'Hours, costs and revenue per project across all your companies, so you see which work pays while it is still running.',
  },
  reporting: {
    icon: ChartColumn,
    description:
      'Group and entity reports from the same numbers your accountants book, in your currency, whenever you need them.',
  },
} satisfies Record<TechSolutionSubPage, SubPageContent>;

/** What any other value shows, with a 404 status. */
export const genericSubPageContent = {
  icon: Construction,
  title: 'Coming Soon',
  description:
    'We are building more of our tech solution. Tell us what you are looking for and we will show you what the platform can already do for you.',
} satisfies SubPageContent & { title: string };

export const comingSoonBox = {
  badge: 'Coming Soon',
  title: 'This solution page is being built',
  text: 'We are writing up the details of this part of the platform. Until it is ready, our team will gladly walk you through it:',
  linkLabel: 'contact us for a walkthrough',
};
