import { ErpPage } from '@/components/tech-solution/erp-page';
import { productScreens } from '@/content/product-screens';
import { globalErpPage } from '@/content/tech-solution/global-erp';
import { pageMetadata } from '@/lib/metadata';

const path = '/tech-solution/global-erp';

export const metadata = pageMetadata({
  title: globalErpPage.metaTitle,
  description: globalErpPage.description,
  path,
});

export default function GlobalErpPage() {
  return <ErpPage content={globalErpPage} path={path} heroImage={productScreens.netsuite} />;
}
