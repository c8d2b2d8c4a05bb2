import type { LinkAction, PageMeta } from './types';

/**
 * The words of search: the header's form, the suggestions under it and the search page with
 * its states. `{query}` and `{count}` are filled in where they stand. Swedish twin:
 * content/sv/search.ts.
 */
export const searchCopy = {
  page: {
    title: 'Search',
    description:
      'Search every page and news article on the Solvik site: services, platform modules, client cases and news.',
    path: '/search',
    noindex: true,
  } satisfies PageMeta,
  /** The document title of a search (the site's name follows): it names the words searched. */
  resultsTitle: 'Search: {query}',
  /** The same from the second page of results on. */
  resultsPageTitle: 'Search: {query}, page {page}',
  heading: 'Search the site',
  form: {
    label: 'Search the site',
    placeholder: 'Search',
    submit: 'Search',
  },
  /** Read out by screen readers as the suggestions change; `{count}` may be 0. */
  suggestions: {
    listLabel: 'Suggestions',
    loading: 'Searching…',
    count: {
      one: '1 result. Use the arrow keys to choose.',
      other: '{count} results. Use the arrow keys to choose.',
    },
    none: 'No results for “{query}”.',
    all: 'See all results for “{query}”',
    failed: 'Suggestions are not available right now. Press Enter to search.',
  },
  results: {
    count: { one: '1 result for “{query}”', other: '{count} results for “{query}”' },
    /** When the results take more than one page. */
    page: 'Page {page} of {pages}: results {first}–{last}, best first.',
    /** A page number past the last page of results. */
    beyond: 'There is no page {page}: the results end on page {pages}.',
    firstPage: 'Go to the first page',
    listLabel: 'Search results',
  },
  /** The links between pages of results. */
  pages: {
    label: 'Pages of results',
    previous: 'Previous',
    next: 'Next',
    /** A page's number, as a screen reader says it. */
    page: 'Page {page}',
  },
  empty: {
    title: 'Popular destinations',
    text: 'Type a word or two: a service, a country, an ERP or a task such as “month-end close”. Or start from one of these pages.',
  },
  noResults: {
    title: 'No results for “{query}”',
    text: 'Check the spelling, or try a shorter or more general word. These pages cover what we do:',
    servicesTitle: 'Services',
    modulesTitle: 'Platform modules',
  },
  refused: {
    400: {
      title: 'That search could not be run',
      text: 'It held characters that cannot be searched for. Try again with plain words.',
    },
    414: {
      title: 'That search is too long',
      text: 'Use a few words, at most {max} characters.',
    },
  },
  popular: [
    {
      href: '/services',
      label: 'Our services',
      description: 'Accounting, payroll and ERP for Nordic groups, at home and abroad.',
    },
    {
      href: '/services/global-payroll',
      label: 'Global payroll & HR',
      description: 'One payroll partner for every country you employ in.',
    },
    {
      href: '/tech-solution/netsuite',
      label: 'NetSuite',
      description: 'Oracle NetSuite for the whole group, implemented and run by us.',
    },
    {
      href: '/news',
      label: 'News',
      description: 'Deadlines, checklists and changes in Nordic rules.',
    },
    {
      href: '/contact',
      label: 'Contact us',
      description: 'Ask us anything; we answer within one business day.',
    },
  ] satisfies (LinkAction & { description: string })[],
  /** The section a result lives in, by the engine's name for it. */
  sections: {
    services: 'Services',
    platform: 'Platform',
    customers: 'Customers',
    news: 'News',
    company: 'Company',
    contact: 'Contact',
    legal: 'Legal',
  },
};
