import { CookiesPage, cookiesMetadata } from '@/app/_pages/legal/cookies-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('sv', CookiesPage, cookiesMetadata);
export const metadata = route.metadata;
export default route.Page;
