import { ErpPage, erpPageSeo } from '@/components/tech-solution/erp-page';
import { localErpsPage } from '@/content/tech-solution/local-erps';
import { SupportedErps } from './_components/supported-erps';

export const metadata = erpPageSeo(localErpsPage).metadata;

export default function LocalErpsPage() {
  return (
    <ErpPage content={localErpsPage}>
      <SupportedErps />
    </ErpPage>
  );
}
