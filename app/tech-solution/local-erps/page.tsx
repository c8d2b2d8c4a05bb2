import { ErpPage } from '@/components/tech-solution/erp-page';
import { productScreens } from '@/content/product-screens';
import { localErpsPage } from '@/content/tech-solution/local-erps';
import { pageMetadata } from '@/lib/metadata';
import { SupportedErps } from './_components/supported-erps';

const path = '/tech-solution/local-erps';

export const metadata = pageMetadata({
  title: localErpsPage.metaTitle,
  description: localErpsPage.description,
  path,
});

export default function LocalErpsPage() {
  return (
    <ErpPage content={localErpsPage} path={path} heroImage={productScreens['local-erps']}>
      <SupportedErps />
    </ErpPage>
  );
}
