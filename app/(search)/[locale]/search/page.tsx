import { localizedRoute } from '@/app/_pages/localized-route';
import { searchRoute } from '@/app/_pages/search/search-page';

const route = localizedRoute(searchRoute);
export const generateMetadata = route.generateMetadata;
export default route.Page;
