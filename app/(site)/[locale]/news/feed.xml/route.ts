import { newsFeedRoute } from '@/app/_pages/news/feed';
import { locales } from '@/lib/i18n';

export const revalidate = 3600;
export const dynamicParams = false;
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}
export const GET = newsFeedRoute;
