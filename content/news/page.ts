/** The words of the news list page; the posts themselves come from the news source. */
export const newsPage = {
  title: 'News and insights',
  description:
    'Articles from Solvik on Nordic accounting, payroll, e-invoicing and ERP: deadlines, checklists and how we run the work for our clients.',
  eyebrow: 'News and insights',
  intro:
    'Deadlines, checklists and lessons from running accounting, payroll and ERP for Nordic groups, written by the people who do the work.',
  /** The list's h1 (spec 2.10). */
  heading: 'Latest Articles',
  /** Spec 2.10's exact messages for an empty list and a list that could not be loaded. */
  empty: 'No news posts found.',
  loadError: 'Error: Failed to load blog posts.',
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}. `,
} as const;
