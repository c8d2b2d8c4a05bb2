import { siteStylesheets } from '@/lib/site-stylesheets';

/**
 * The site's stylesheet inside the page, for a layout rendered for each request (the search
 * pages; lib/site-stylesheets.ts says why). A stylesheet this
 * instance cannot read is linked instead, so the page is styled either way.
 */
export function InlineStylesheets() {
  return siteStylesheets().map(({ href, css }) =>
    css === null ? (
      <link key={href} rel="stylesheet" href={href} />
    ) : (
      <style key={href} data-inlined-from={href} dangerouslySetInnerHTML={{ __html: css }} />
    ),
  );
}
