import {
  ErpFinancialManagementPage,
  erpFinancialManagementMetadata,
} from '@/app/_pages/tech-solution/netsuite-page';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('sv', ErpFinancialManagementPage, erpFinancialManagementMetadata);
export const metadata = route.metadata;
export default route.Page;
