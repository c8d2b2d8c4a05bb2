import { searchRoute } from '@/app/_pages/search/search-page';

const route = searchRoute('en');
export const generateMetadata = route.generateMetadata;
export default route.Page;
