import { ContactPage, contactMetadata } from '@/app/_pages/contact/contact-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('en', ContactPage, contactMetadata);
export const metadata = route.metadata;
export default route.Page;
