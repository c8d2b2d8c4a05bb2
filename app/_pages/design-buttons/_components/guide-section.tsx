import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

type GuideSectionProps = { id: string; title: string; lead: string; children: ReactNode };

export function GuideSection({ id, title, lead, children }: GuideSectionProps) {
  return (
    <section aria-labelledby={id} className="border-t border-neutral-200 py-14 sm:py-20">
      <Container>
        <h2 id={id} className="text-3xl font-bold text-primary">
          {title}
        </h2>
        <p className="mt-3 max-w-prose text-lg text-neutral-600">{lead}</p>
        <div className="mt-10">{children}</div>
      </Container>
    </section>
  );
}
