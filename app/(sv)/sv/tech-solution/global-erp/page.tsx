import { GlobalErpPage, globalErpMetadata } from '@/app/_pages/tech-solution/global-erp-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('sv', GlobalErpPage, globalErpMetadata);
export const metadata = route.metadata;
export default route.Page;
