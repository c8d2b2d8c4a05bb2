import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage, servicePageSeo } from '@/components/services/service-page';
import * as en from '@/content/registry/services';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { serviceSlugs } from '@/lib/routes';

type Props = { params: Promise<{ service: string }> };

/** /services/{service} in `locale`; the wrapper sets `dynamicParams = false`. */
export function serviceRoute(locale: Locale) {
  const { services } = inLocale(locale, en, translations.registryServices);

  function generateStaticParams() {
    return serviceSlugs.map((service) => ({ service }));
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const service = en.findService((await params).service, services);
    if (!service) return {};
    return servicePageSeo(service, locale).metadata;
  }

  async function Page({ params }: Props) {
    const service = en.findService((await params).service, services);
    if (!service) notFound();
    return <ServicePage service={service} locale={locale} />;
  }

  return { generateStaticParams, generateMetadata, Page };
}
