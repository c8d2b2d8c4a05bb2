import { localizedRoute } from '@/app/_pages/localized-route';
import { livePreviewListRoute } from '@/app/_pages/news/live-preview/list-page';

const route = localizedRoute(livePreviewListRoute);
// Draft mode only (next.config.ts rewrites the news list here): drafts, rendered per request.
export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
