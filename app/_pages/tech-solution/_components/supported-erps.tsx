import { Check } from '@/components/ui/icons';
import { SectionHeader } from '@/components/ui/section-header';
import * as en from '@/content/tech-solution/local-erps';
import { translations } from '@/content/words';
import { PageSection } from '@/components/marketing/page-section';
import { inLocale, type Locale } from '@/lib/i18n';

export function SupportedErps({ locale }: { locale: Locale }) {
  const { integrationSupportText, supportedErps, supportedErpsSection } = inLocale(
    locale,
    en,
    translations.techSolutionLocalErps,
  );
  return (
    <PageSection labelledBy="supported-heading" background="none">
      <SectionHeader id="supported-heading" {...supportedErpsSection} />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {supportedErps.map(({ country, system }) => (
          <li
            key={country}
            className="animate-on-scroll flex gap-4 rounded-card border border-neutral-200 bg-white p-6 shadow-sm"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary-50 text-secondary-600">
              <Check aria-hidden="true" className="size-5" strokeWidth={2} />
            </span>
            <div>
              <h3 className="text-lg font-bold text-primary">{system}</h3>
              <p className="text-sm font-semibold text-neutral-700">{country}</p>
              <p className="mt-2 text-neutral-600">{integrationSupportText(country)}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
