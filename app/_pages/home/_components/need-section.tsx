import { NamedIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { SectionHeader } from '@/components/ui/section-header';
import * as en from '@/content/home';
import * as servicesEn from '@/content/registry/services';
import * as siteEn from '@/content/site';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { PageSection } from '@/components/marketing/page-section';

/**
 * Why we exist, and the five services that answer it: a short list, each with its way in. The
 * services page shows them as cards; here they are one line each, so the home page stays short.
 */
export function NeedSection({ locale }: { locale: Locale }) {
  const { needSection } = inLocale(locale, en, translations.home);
  const { services } = inLocale(locale, servicesEn, translations.registryServices);
  const { siteCopy } = inLocale(locale, siteEn, translations.site);
  return (
    <PageSection
      labelledBy="need-heading"
      background="muted"
      className="py-12 sm:py-24"
      containerClassName="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16"
    >
      <SectionHeader
        id="need-heading"
        className="lg:sticky lg:top-28 lg:self-start"
        align="left"
        eyebrow={needSection.eyebrow}
        title={needSection.title}
        description={needSection.description}
      />
      <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
        {services.map(({ icon, name, summary, path }) => (
          <li key={path} className="group relative flex gap-4 py-4 sm:py-5">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-brand bg-orange-50 text-orange-700">
              <NamedIcon name={icon} aria-hidden="true" className="size-5" strokeWidth={1.75} />
            </span>
            <div>
              <h3 className="font-heading text-lg font-bold text-primary">{name}</h3>
              {/* On a phone the name and its link say enough; the page says the rest. */}
              <p className="mt-1 hidden leading-relaxed text-neutral-600 sm:block">{summary}</p>
              <Link
                href={path}
                className="mt-1 inline-flex items-center gap-1 font-semibold text-orange-700 after:absolute after:inset-0 hover:underline"
              >
                {siteCopy.readMore}
                <span className="sr-only">: {name}</span>
                <span aria-hidden="true">→</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
