import { PrivacyPage, privacyMetadata } from '@/app/_pages/legal/privacy-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('sv', PrivacyPage, privacyMetadata);
export const metadata = route.metadata;
export default route.Page;
