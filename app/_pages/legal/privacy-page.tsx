import { LegalPage } from '@/components/legal/legal-page';
import { privacyPolicy } from '@/content/legal/privacy';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: privacyPolicy.metaTitle,
  description: privacyPolicy.description,
  path: privacyPolicy.path,
});

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
