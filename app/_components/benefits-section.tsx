import { IconCard } from '@/components/marketing/icon-card';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SectionHeader } from '@/components/ui/section-header';
import { benefitsSection } from '@/content/home';

/** Six reasons to work with us, and the way to start. */
export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-heading" className="bg-neutral-50 py-16 sm:py-24">
      <Container>
        <SectionHeader
          id="benefits-heading"
          eyebrow={benefitsSection.eyebrow}
          title={benefitsSection.title}
          description={benefitsSection.description}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefitsSection.benefits.map((benefit) => (
            <li key={benefit.title} className="animate-on-scroll">
              <IconCard icon={benefit.icon} title={benefit.title}>
                {benefit.description}
              </IconCard>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <ButtonLink href={benefitsSection.action.href} variant="accent" size="lg" motion="lift">
            {benefitsSection.action.label}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
