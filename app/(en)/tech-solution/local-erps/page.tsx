import { LocalErpsPage, localErpsMetadata } from '@/app/_pages/tech-solution/local-erps-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('en', LocalErpsPage, localErpsMetadata);
export const metadata = route.metadata;
export default route.Page;
