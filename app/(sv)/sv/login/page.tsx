import { LoginPage, loginMetadata } from '@/app/_pages/login/login-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('sv', LoginPage, loginMetadata);
export const metadata = route.metadata;
export default route.Page;
