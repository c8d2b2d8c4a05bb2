import { localizedRoute } from '@/app/_pages/localized-route';
import { newsPostRoute } from '@/app/_pages/news/post-page';

const route = localizedRoute(newsPostRoute);
// Safety net behind the webhook. Only the newest posts are built ahead, so the build does not
// grow with the space; any other published slug renders on its first visit and is cached.
export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
