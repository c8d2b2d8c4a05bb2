import { ServicesPage, servicesMetadata } from '@/app/_pages/services/services-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('sv', ServicesPage, servicesMetadata);
export const metadata = route.metadata;
export default route.Page;
