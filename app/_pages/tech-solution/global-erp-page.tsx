import { ErpPage, erpPageSeo } from '@/components/tech-solution/erp-page';
import { globalErpPage } from '@/content/tech-solution/global-erp';

export const metadata = erpPageSeo(globalErpPage).metadata;

export default function GlobalErpPage() {
  return <ErpPage content={globalErpPage} />;
}
