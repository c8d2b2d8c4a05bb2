import { NamedIcon } from '@/components/ui/icons';
import { SectionHeader } from '@/components/ui/section-header';
import * as en from '@/content/home';
import * as modulesEn from '@/content/registry/modules';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { ModulesAccordion } from './modules-accordion';
import { HeroActions } from '@/components/marketing/hero-actions';
import { PageSection } from '@/components/marketing/page-section';

/** The platform's modules, its four key benefits and the ways to see more. */
export function ModulesSection({ locale }: { locale: Locale }) {
  const { modulesSection } = inLocale(locale, en, translations.home);
  const { platformModules } = inLocale(locale, modulesEn, translations.registryModules);
  return (
    <PageSection labelledBy="modules-heading" background="tinted" className="py-12 sm:py-24">
      <SectionHeader
        id="modules-heading"
        eyebrow={modulesSection.eyebrow}
        title={modulesSection.title}
        description={modulesSection.description}
      />
      <div className="mx-auto mt-10 max-w-5xl">
        <ModulesAccordion modules={platformModules} name="modules" locale={locale} />
        <div className="mt-10">
          <h3 className="text-2xl font-bold text-primary">{modulesSection.keyBenefitsTitle}</h3>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {modulesSection.keyBenefits.map(({ icon, title, description }) => (
              <li key={title} className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-brand bg-white text-orange-700 shadow-sm">
                  <NamedIcon name={icon} aria-hidden="true" className="size-5" strokeWidth={1.75} />
                </span>
                <p className="text-sm leading-relaxed text-neutral-700">
                  <span className="block font-heading text-base font-bold text-primary">
                    {title}
                  </span>
                  {description}
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <HeroActions actions={modulesSection.actions} size="md" />
          </div>
        </div>
      </div>
    </PageSection>
  );
}
