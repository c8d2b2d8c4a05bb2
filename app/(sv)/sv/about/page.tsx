import { AboutPage, aboutMetadata } from '@/app/_pages/about/about-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('sv', AboutPage, aboutMetadata);
export const metadata = route.metadata;
export default route.Page;
