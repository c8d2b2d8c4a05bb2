import { LegalPage } from '@/components/legal/legal-page';
import { cookiePolicy } from '@/content/legal/cookies';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: cookiePolicy.metaTitle,
  description: cookiePolicy.description,
  path: cookiePolicy.path,
});

export default function CookiesPage() {
  return <LegalPage document={cookiePolicy} />;
}
