import { HomePage, homeMetadata } from '@/app/_pages/home/home-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('en', HomePage, homeMetadata);
export const metadata = route.metadata;
export default route.Page;
