import { TermsPage, termsMetadata } from '@/app/_pages/legal/terms-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('en', TermsPage, termsMetadata);
export const metadata = route.metadata;
export default route.Page;
