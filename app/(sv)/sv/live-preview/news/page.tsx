import { livePreviewListRoute } from '@/app/_pages/news/live-preview/list-page';

const route = livePreviewListRoute('sv');
// Draft mode only (next.config.ts rewrites the news list here): drafts, rendered per request.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
