import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/services/service-page';
import { servicesBySlug } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';
import { serviceSlugs, type ServiceSlug } from '@/lib/routes';

type Props = { params: Promise<{ service: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return serviceSlugs.map((service) => ({ service }));
}

function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value);
}

function findService(slug: string) {
  return isServiceSlug(slug) ? servicesBySlug[slug] : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = findService((await params).service);
  if (!service) return {};
  return pageMetadata({
    title: service.title,
    description: service.description,
    path: service.canonical,
  });
}

export default async function ServiceDetailPage({ params }: Props) {
  const service = findService((await params).service);
  if (!service) notFound();
  return <ServicePage service={service} />;
}
