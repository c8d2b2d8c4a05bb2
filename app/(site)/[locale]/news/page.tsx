import { localizedRoute } from '@/app/_pages/localized-route';
import { newsListRoute } from '@/app/_pages/news/news-page';

const route = localizedRoute(newsListRoute);
// Safety net behind the webhook: even a missed call is picked up within the hour.
export const revalidate = 3600;
export const generateMetadata = route.generateMetadata;
export default route.Page;
