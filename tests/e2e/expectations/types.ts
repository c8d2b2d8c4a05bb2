/** What a visitor must find on a route: the rows of the table-driven route suite. */
type LinkExpectation = {
  /** Accessible name of the link or link-styled button. */
  name: string | RegExp;
  /** Where it must point: a site path, an absolute URL, or `mailto:`/`tel:`. */
  href: string;
};

export type RouteExpectation = {
  path: string;
  /** 200 for pages; 404 for the unknown tech-solution value. */
  status: 200 | 404;
  h1: string | RegExp;
  /** Key headings and phrases that must be visible in the main content. */
  texts?: (string | RegExp)[];
  /** Buttons and links inside <main> that must exist and go where they should. */
  links?: LinkExpectation[];
  /** Alt texts of pictures in the main content that must be shown and loaded. */
  images?: string[];
  noindex?: boolean;
};
