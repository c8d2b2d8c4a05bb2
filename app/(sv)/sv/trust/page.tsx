import { TrustPage, trustMetadata } from '@/app/_pages/trust/trust-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('sv', TrustPage, trustMetadata);
export const metadata = route.metadata;
export default route.Page;
