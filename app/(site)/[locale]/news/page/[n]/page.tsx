import { localizedRoute } from '@/app/_pages/localized-route';
import { newsListPageRoute } from '@/app/_pages/news/list-page-n';

const route = localizedRoute(newsListPageRoute);
export const revalidate = 3600;
// Pages past the first few render on their first visit and are cached from then on.
export const dynamicParams = true;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
