import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage, servicePageSeo } from '@/components/services/service-page';
import { findService } from '@/content/registry/services';
import type { Locale } from '@/lib/i18n';
import { serviceSlugs } from '@/lib/routes';

type Props = { params: Promise<{ service: string }> };

/** /services/{service} in `locale`; the wrapper sets `dynamicParams = false`. */
export function serviceRoute(locale: Locale) {
  function generateStaticParams() {
    return serviceSlugs.map((service) => ({ service }));
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const service = findService((await params).service, locale);
    if (!service) return {};
    return servicePageSeo(service, locale).metadata;
  }

  async function Page({ params }: Props) {
    const service = findService((await params).service, locale);
    if (!service) notFound();
    return <ServicePage service={service} locale={locale} />;
  }

  return { generateStaticParams, generateMetadata, Page };
}
