import { UnknownSubPage, unknownSubPageMetadata } from '@/app/_pages/tech-solution/sub-page';
import { staticRoute } from '@/app/_pages/localized-route';

/**
 * What a 404 under /tech-solution/{value} shows: the generic Coming Soon page. Next reads this
 * file's metadata for the proxy's 404 answers, and renders it should anything call notFound().
 */
const route = staticRoute('en', { Page: UnknownSubPage, metadata: unknownSubPageMetadata });
export const metadata = route.metadata;
export default route.Page;
