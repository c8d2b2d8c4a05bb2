import { page } from '@/app/_pages/customers/customers-page';
import { localizedPage } from '@/app/_pages/localized-route';

const route = localizedPage(page);
export const generateMetadata = route.generateMetadata;
export default route.Page;
