import { BrandPage, brandMetadata } from '@/app/_pages/brand/brand-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('en', BrandPage, brandMetadata);
export const metadata = route.metadata;
export default route.Page;
