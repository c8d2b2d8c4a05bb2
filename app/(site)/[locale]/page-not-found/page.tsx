import { NotFoundPage, notFoundMetadata } from '@/app/_pages/not-found/not-found-page';
import { localizedPage } from '@/app/_pages/localized-route';

/**
 * Each language's 404 page: every path under its prefix that is no page is rewritten here
 * (next.config.ts) and answered 404 by the proxy, so one page is built and cached for them all.
 */
const route = localizedPage({
  Page: NotFoundPage,
  metadata: (locale) => ({ ...notFoundMetadata(locale), robots: { index: false } }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
