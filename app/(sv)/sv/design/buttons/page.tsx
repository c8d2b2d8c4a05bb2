import {
  ButtonGuidePage,
  buttonGuideMetadata,
} from '@/app/_pages/design-buttons/design-buttons-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('sv', ButtonGuidePage, buttonGuideMetadata);
export const metadata = route.metadata;
export default route.Page;
