import { localizedRoute } from '@/app/_pages/localized-route';
import { caseRoute } from '@/app/_pages/customers/case-page';

const route = localizedRoute(caseRoute);
// Only the values built ahead are pages (every other one is a 404).
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
