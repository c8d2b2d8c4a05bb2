/** One page as search holds it (lib/search/page-documents.ts reads these). */
export type BuiltPage = {
  path: string;
  title: string;
  headings: string[];
  description: string;
  body: string;
};

export function pageFromHtml(pathname: string, html: string): BuiltPage;
