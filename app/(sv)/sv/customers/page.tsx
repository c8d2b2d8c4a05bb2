import { CustomersPage, customersMetadata } from '@/app/_pages/customers/customers-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('sv', CustomersPage, customersMetadata);
export const metadata = route.metadata;
export default route.Page;
