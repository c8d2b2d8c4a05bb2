import {
  TechSolutionPage,
  techSolutionMetadata,
} from '@/app/_pages/tech-solution/tech-solution-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('sv', TechSolutionPage, techSolutionMetadata);
export const metadata = route.metadata;
export default route.Page;
