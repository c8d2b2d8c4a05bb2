import { productScreens } from '../product-screens';
import { moduleCountWord } from '../registry/modules';
import type { TechSolutionOverviewContent } from './types';
import { bookADemo } from '@/content/ctas';

export const techSolutionOverview = {
  page: {
    title: 'Tech solution: one platform for finance across the Nordics',
    description:
      'One Solvik app for expenses, supplier invoices, time, payroll, projects and reporting for your companies in Sweden, Norway, Denmark and Finland, on top of one global ERP or your local ERPs.',
    path: '/tech-solution',
  },
  hero: {
    eyebrow: 'Tech solution',
    title: 'One app for every Nordic company in your group',
    description:
      'Your teams in Stockholm, Oslo, Copenhagen and Helsinki approve, report and close in the same app, with the same login. Underneath, it talks to the ERP you already run: one global system or a local one per country.',
    actions: [bookADemo, { label: 'Compare ERP options', href: '#erp-heading' }],
    image: productScreens['one-login'],
  },
  modulesSection: {
    eyebrow: 'The modules',
    title: `${moduleCountWord} modules, one login`,
    description:
      'Every module works the same way in every country, on the phone and at the desk. Switch one on when you need it.',
  },
  erpSection: {
    eyebrow: 'Your ERP, your choice',
    title: 'Built on the ERP that suits your group',
    description:
      'The app sits on top of your ERP, not instead of it. Choose the setup that matches how your group is organized today; you can move from one to the other later.',
  },
  erpOptions: [
    {
      title: 'Global ERP',
      description:
        'One ERP for every entity. The app and the ERP share one chart of accounts, one set of processes and one source of truth.',
      href: '/tech-solution/global-erp',
      points: ['One chart of accounts', 'Group reporting in real time', 'Best for growing groups'],
    },
    {
      title: 'Local ERPs',
      description:
        'Each country keeps the system its accountants know. The app connects them, so people and reports see one company.',
      href: '/tech-solution/local-erps',
      points: [
        'Keep Fortnox, Visma, Tripletex and more',
        'Local compliance stays local',
        'No migration project',
      ],
    },
  ],
  benefitsSection: {
    eyebrow: 'Why it matters',
    title: 'What one platform changes',
  },
  benefits: [
    {
      icon: 'layers',
      title: 'Operational consistency',
      description:
        'The same approval rules and the same steps in every country, so nothing depends on who happens to be in the office.',
    },
    {
      icon: 'eye',
      title: 'Enhanced visibility',
      description:
        'See spend, hours and open approvals for every entity in one place, while the month is still running.',
    },
    {
      icon: 'graduation-cap',
      title: 'Reduced training burden',
      description:
        'People learn one app once. A manager who moves from Oslo to Stockholm keeps working the way they know.',
    },
    {
      icon: 'server',
      title: 'Simplified IT management',
      description:
        'One supplier, one login and one set of access rights to manage, instead of a tool per country.',
    },
    {
      icon: 'calendar-check',
      title: 'Faster financial close',
      description:
        'Approvals happen during the month, not after it, so the books close days earlier.',
    },
    {
      icon: 'rocket',
      title: 'New countries, same app',
      description:
        'Open a new country or change ERP without retraining your people: the app stays the same on top.',
    },
  ],
  qualitiesSection: {
    eyebrow: 'In every module',
    title: 'Built for the people who use it every day',
    description:
      'Employees submit, managers approve and our accountants close the books in the same app. These are the qualities we hold every module to.',
  },
  qualities: [
    {
      icon: 'mouse-pointer-click',
      title: 'Easy from the first day',
      description:
        'Everyday tasks are two taps from the start screen, with the same layout on web and mobile, in English and Swedish. New colleagues need no training.',
    },
    {
      icon: 'shield-check',
      title: 'Security and privacy',
      description:
        'Personal logins, access limited by role, company and module, and an audit trail of who approved what, and when. Personal data is handled as our privacy policy explains.',
    },
    {
      icon: 'sliders-horizontal',
      title: 'Shaped to your company',
      description:
        'Approval chains per company, amount and cost center, and your own dimensions: projects, departments and customers.',
    },
    {
      icon: 'headset',
      title: 'A person, not a queue',
      description:
        'Questions go to your own contact person, who knows your setup. Updates and rule changes arrive without upgrade projects on your side.',
    },
  ],
  cta: {
    title: 'See the platform with your own processes',
    description:
      'In 30 minutes we show you how your approvals, countries and ERP would look in Solvik.',
    actions: [bookADemo],
  },
} satisfies TechSolutionOverviewContent;
