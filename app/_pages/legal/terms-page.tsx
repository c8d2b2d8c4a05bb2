import { LegalPage } from '@/components/legal/legal-page';
import { termsOfService } from '@/content/legal/terms';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: termsOfService.metaTitle,
  description: termsOfService.description,
  path: termsOfService.path,
});

export default function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
