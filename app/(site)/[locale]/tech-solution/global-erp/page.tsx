import { page } from '@/app/_pages/tech-solution/global-erp-page';
import { localizedPage } from '@/app/_pages/localized-route';

const route = localizedPage(page);
export const generateMetadata = route.generateMetadata;
export default route.Page;
