/** The words of the news list page; the posts themselves come from the news source. */
export const newsPage = {
  title: 'News and insights',
  description:
    'Articles from Solvik on Nordic accounting, payroll, e-invoicing and ERP: deadlines, checklists and how we run the work for our clients.',
  eyebrow: 'News and insights',
  intro:
    'Deadlines, checklists and lessons from running accounting, payroll and ERP for Nordic groups, written by the people who do the work.',
  /** The list's h1; the news tests look for these exact words. */
  heading: 'Latest articles',
  /** The messages for an empty list and a list that could not be loaded, word for word. */
  empty: 'No news posts found.',
  loadError: 'Error: Failed to load blog posts.',
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}. `,
  /** The h1's hidden suffix on list page n > 1, and the suffix of its title and description. */
  headingPage: (page: number) => `, page ${page}`,
  titlePage: (page: number) => ` – page ${page}`,
  /** The list's page links. */
  pagination: {
    label: 'News pages',
    newer: '← Newer',
    older: 'Older →',
    page: (page: number) => `Page ${page}`,
  },
  /**
   * Over the list, when the language switch of an article not published in this language led
   * here: the article's language by name in this page's language ("Swedish").
   */
  onlyIn: {
    message: (language: string) => `The article you were reading is only in ${language}.`,
    link: (language: string) => `Read it in ${language}`,
  },
  /** Before an article's date. */
  published: 'Published:',
  /** An article that could not be loaded on a first render. */
  postError: { heading: 'News', message: 'Error: Failed to load post.', back: 'All articles' },
  /** An unknown slug, or a post not published in this language. */
  postNotFound: {
    title: 'Article not found',
    heading: 'Article not found',
    message: 'Error: Blog post not found.',
    back: 'See the latest articles',
  },
  /** Draft mode (editors only). */
  preview: {
    title: (title: string) => `Preview: ${title}`,
    heading: 'Preview',
    apiDown: 'Contentful’s Preview API did not answer. Try again in a moment, or',
    leave: 'leave preview',
    needsTitleAndSlug: 'This draft needs a title and a slug before it can be shown.',
    searchPreview: {
      heading: 'In lists and search results (preview only)',
      cardText: 'Card text',
      searchTitle: 'Search title',
      searchDescription: 'Search description',
      canonicalUrl: 'Canonical URL',
      searchEngines: 'Search engines',
      shareImage: 'Share image',
      empty: '(empty)',
      /** After the post's title, when the search title is left to it. */
      fromTitle: '(from the title)',
      fromCardText: '(from the card text)',
      thisPage: '(this page)',
      mayIndex: 'may index and follow',
      set: 'set',
      featuredImage: '(the featured image)',
    },
  },
} as const;
