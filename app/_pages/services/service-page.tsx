import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage, servicePageSeo } from '@/components/services/service-page';
import { findService } from '@/content/registry/services';
import { serviceSlugs } from '@/lib/routes';

type Props = { params: Promise<{ service: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return serviceSlugs.map((service) => ({ service }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = findService((await params).service);
  if (!service) return {};
  return servicePageSeo(service).metadata;
}

export default async function ServiceDetailPage({ params }: Props) {
  const service = findService((await params).service);
  if (!service) notFound();
  return <ServicePage service={service} />;
}
