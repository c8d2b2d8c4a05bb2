import { localizedRoute } from '@/app/_pages/localized-route';
import { livePreviewPostRoute } from '@/app/_pages/news/live-preview/post-page';

const route = localizedRoute(livePreviewPostRoute);
// Draft mode only (next.config.ts rewrites a post here): the draft, per request.
export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
