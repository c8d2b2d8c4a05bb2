import { localizedRoute } from '@/app/_pages/localized-route';
import { serviceRoute } from '@/app/_pages/services/service-page';

const route = localizedRoute(serviceRoute);
// Only the values built ahead are pages (every other one is a 404).
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
