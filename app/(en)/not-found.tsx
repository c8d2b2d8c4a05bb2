import { NotFoundPage, notFoundMetadata } from '@/app/_pages/not-found/not-found-page';
import { staticRoute } from '@/app/_pages/localized-route';

/** What a page that calls notFound() shows. Next adds `noindex` to every 404 itself. */
const route = staticRoute('en', { Page: NotFoundPage, metadata: notFoundMetadata });
export const metadata = route.metadata;
export default route.Page;
