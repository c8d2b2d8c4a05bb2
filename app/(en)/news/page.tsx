import { newsListRoute } from '@/app/_pages/news/news-page';

const route = newsListRoute('en');
// Safety net behind the webhook: even a missed call is picked up within the hour.
export const revalidate = 3600;
export const metadata = route.metadata;
export default route.Page;
