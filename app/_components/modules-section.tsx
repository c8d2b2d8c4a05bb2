import { ClaimSources } from '@/components/trust/claim-sources';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SectionHeader } from '@/components/ui/section-header';
import { modulesSection } from '@/content/home';
import { platformModules } from '@/content/registry/modules';
import { ModulesAccordion } from './modules-accordion';

const actionVariants = ['primary', 'secondary'] as const;

/** The platform's modules, its four key benefits and the ways to see more. */
export function ModulesSection() {
  return (
    <section aria-labelledby="modules-heading" className="bg-primary-50 py-16 sm:py-24">
      <Container>
        <SectionHeader
          id="modules-heading"
          eyebrow={modulesSection.eyebrow}
          title={modulesSection.title}
          description={modulesSection.description}
        />
        <div className="mt-12 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <ModulesAccordion modules={platformModules} name="modules" />
          <div>
            <h3 className="text-2xl font-bold text-primary">{modulesSection.keyBenefitsTitle}</h3>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              {modulesSection.keyBenefits.map(({ icon: Icon, title, description }) => (
                <li key={title} className="flex gap-4 rounded-brand bg-white p-4 shadow-sm">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-brand bg-orange-50 text-orange-700">
                    <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
                  </span>
                  <div>
                    <p className="font-heading font-bold text-primary">{title}</p>
                    <p className="mt-1 text-sm leading-relaxed text-neutral-700">{description}</p>
                  </div>
                </li>
              ))}
            </ul>
            <ClaimSources
              texts={modulesSection.keyBenefits.map((benefit) => benefit.title)}
              className="mt-4"
            />
            <div className="mt-8 flex flex-wrap gap-3">
              {modulesSection.actions.map((action, index) => (
                <ButtonLink key={action.label} href={action.href} variant={actionVariants[index]}>
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
