/** The words of the news list page; the posts themselves come from the news source. */
export const newsPage = {
  title: 'News and insights',
  description:
    'Articles from Solvik on Nordic accounting, payroll, e-invoicing and ERP: deadlines, checklists and how we run the work for our clients.',
  eyebrow: 'News and insights',
  intro:
    'Deadlines, checklists and lessons from running accounting, payroll and ERP for Nordic groups, written by the people who do the work.',
} as const;
