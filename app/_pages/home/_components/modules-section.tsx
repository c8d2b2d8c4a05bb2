import { ClaimSources } from '@/components/trust/claim-sources';
import { SectionHeader } from '@/components/ui/section-header';
import { modulesSection } from '@/content/home';
import { platformModules } from '@/content/registry/modules';
import { ModulesAccordion } from './modules-accordion';
import { HeroActions } from '@/components/marketing/hero-actions';
import { PageSection } from '@/components/marketing/page-section';

/** The platform's modules, its four key benefits and the ways to see more. */
export function ModulesSection() {
  return (
    <PageSection labelledBy="modules-heading" background="tinted">
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
            <HeroActions actions={modulesSection.actions} size="md" />
          </div>
        </div>
      </div>
    </PageSection>
  );
}
