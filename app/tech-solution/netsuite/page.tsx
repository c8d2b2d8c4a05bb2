import { ServicePage } from '@/components/services/service-page';
import { erpFinancialManagement } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';

// An explicit route, so it wins over the tech-solution sub-page wildcard beside it.
export const metadata = pageMetadata({
  title: erpFinancialManagement.title,
  description: erpFinancialManagement.description,
  path: erpFinancialManagement.canonical,
});

export default function ErpFinancialManagementPage() {
  return <ServicePage service={erpFinancialManagement} />;
}
