import { CareerPage, careerMetadata } from '@/app/_pages/career/career-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('sv', CareerPage, careerMetadata);
export const metadata = route.metadata;
export default route.Page;
