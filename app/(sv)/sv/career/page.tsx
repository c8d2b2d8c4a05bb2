// Written by npm run routes:generate from the route table (pageModules): not edited by hand.
import { page } from '@/app/_pages/career/career-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('sv', page);
export const metadata = route.metadata;
export default route.Page;
