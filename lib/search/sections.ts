import { pathWithoutLocale } from '@/lib/i18n';
import { erpServicePath } from '@/lib/routes';
import type { SearchSection } from './types';

const byFirstSegment: Record<string, SearchSection> = {
  services: 'services',
  'tech-solution': 'platform',
  customers: 'customers',
  news: 'news',
  contact: 'contact',
  privacy: 'legal',
  terms: 'legal',
  cookies: 'legal',
};

/** The part of the site a path belongs to, as the header's menu groups it. */
export function sectionOf(path: string): SearchSection {
  const bare = pathWithoutLocale(path);
  // The ERP service lives under the platform's address but is sold as a service.
  if (bare === erpServicePath) return 'services';
  return byFirstSegment[bare.split('/')[1] ?? ''] ?? 'company';
}
