import { localizedRoute } from '@/app/_pages/localized-route';
import { subPageRoute } from '@/app/_pages/tech-solution/sub-page';

const route = localizedRoute(subPageRoute);
// Only the values built ahead are pages (every other one is a 404).
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
