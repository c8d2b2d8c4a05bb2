import { searchLayout } from '../../search-layout';

const layout = searchLayout('sv');
export const metadata = layout.metadata;
export const viewport = layout.viewport;
export default layout.Layout;
