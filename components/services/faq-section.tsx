import { SectionHeader } from '@/components/ui/section-header';
import type { Faq } from '@/content/types';
import { FaqList } from './faq-list';
import { PageSection } from '@/components/marketing/page-section';

type FaqSectionProps = {
  /** The heading's id, which labels the section. */
  id: string;
  eyebrow: string;
  title: string;
  faqs: readonly Faq[];
};

/**
 * A page's questions and answers. The page also carries them as FAQPage JSON-LD
 * (lib/json-ld.ts `faqPageJsonLd`), from the same list.
 */
export function FaqSection({ id, eyebrow, title, faqs }: FaqSectionProps) {
  return (
    <PageSection labelledBy={id} background="muted" containerClassName="max-w-4xl">
      <SectionHeader id={id} eyebrow={eyebrow} title={title} />
      <div className="mt-10">
        <FaqList faqs={faqs} />
      </div>
    </PageSection>
  );
}
