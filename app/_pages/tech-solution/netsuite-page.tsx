import { ServicePage, servicePageSeo } from '@/components/services/service-page';
import { erpService } from '@/content/registry/services';

// An explicit route, so it wins over the tech-solution sub-page wildcard beside it.
export const metadata = servicePageSeo(erpService).metadata;

export default function ErpFinancialManagementPage() {
  return <ServicePage service={erpService} />;
}
