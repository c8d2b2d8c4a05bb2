import { ArrowRight, Earth, MapPin } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { SectionHeader } from '@/components/ui/section-header';
import * as en from '@/content/tech-solution/modules';
import { translations } from '@/content/words';
import { PageSection } from '@/components/marketing/page-section';
import { inLocale, type Locale } from '@/lib/i18n';

/** The countries a module covers, the ERP it works with in each, and what varies by country. */
export function ModuleCoverage({ note, locale }: { note: string; locale: Locale }) {
  const { moduleCountries, modulePageCopy } = inLocale(
    locale,
    en,
    translations.techSolutionModules,
  );
  const { coverage: copy } = modulePageCopy;
  return (
    <PageSection labelledBy="coverage-heading" background="none">
      <SectionHeader
        id="coverage-heading"
        eyebrow={copy.eyebrow}
        title={copy.title}
        description={copy.description}
      />
      <div className="mt-12 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col rounded-card border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
          <h3 className="text-xl font-bold text-primary">{copy.localTitle}</h3>
          <ul className="mt-5 grid flex-1 gap-4 sm:grid-cols-2">
            {moduleCountries.map(({ country, system }) => (
              <li key={country} className="flex items-center gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary-50 text-secondary-600">
                  <MapPin aria-hidden="true" className="size-5" strokeWidth={1.75} />
                </span>
                <p>
                  <span className="block font-heading font-bold text-primary">{country}</span>
                  <span className="text-neutral-600">{system}</span>
                </p>
              </li>
            ))}
          </ul>
          <CoverageLink {...copy.localErpsLink} />
        </div>
        <div className="flex flex-col rounded-card border border-primary-100 bg-primary-50 p-6 shadow-sm sm:p-8">
          <span className="flex size-10 items-center justify-center rounded-full bg-white text-primary">
            <Earth aria-hidden="true" className="size-5" strokeWidth={1.75} />
          </span>
          <h3 className="mt-4 text-xl font-bold text-primary">{copy.globalTitle}</h3>
          <p className="mt-2 flex-1 leading-relaxed text-neutral-700">{copy.globalText}</p>
          <CoverageLink {...copy.globalErpLink} />
        </div>
      </div>
      <p className="mx-auto mt-10 max-w-3xl text-lg leading-relaxed text-neutral-700 sm:text-center">
        {note}
      </p>
    </PageSection>
  );
}

function CoverageLink({ label, href }: { label: string; href: string }) {
  return (
    <Link
      href={href}
      className="mt-6 inline-flex items-center gap-2 self-start font-heading font-semibold text-orange-700 underline-offset-4 hover:underline"
    >
      {label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
