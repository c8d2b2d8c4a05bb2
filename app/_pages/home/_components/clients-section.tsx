import Link from 'next/link';
import { ClientLogo } from '@/components/trust/client-logo';
import { LogoWall } from '@/components/trust/logo-wall';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import * as casesEn from '@/content/cases';
import * as en from '@/content/home';
import * as clientsEn from '@/content/registry/clients';
import { translations } from '@/content/words';
import { inLocale, localizedPath, type Locale } from '@/lib/i18n';
import { PageSection } from '@/components/marketing/page-section';

/**
 * The proof, right under the hero: who works with us, and each case by its headline figure with
 * that figure's source. Rendered ahead, unlike the sections around it (globals.css:
 * `content-visibility: auto`): checked before anyone scrolls, as Lighthouse's axe does, a
 * skipped section's links are measured against whatever is painted where they will be.
 */
export function ClientsSection({ locale }: { locale: Locale }) {
  const { clientsSection } = inLocale(locale, en, translations.home);
  const { clients } = inLocale(locale, clientsEn, translations.registryClients);
  const { clientCases, caseCopy } = inLocale(locale, casesEn, translations.cases);
  return (
    <PageSection
      labelledBy="clients-heading"
      className="pt-4 pb-12 [content-visibility:visible] sm:pt-8 sm:pb-24"
    >
      <SectionHeader
        id="clients-heading"
        eyebrow={clientsSection.eyebrow}
        title={clientsSection.title}
        description={clientsSection.description}
      />
      <LogoWall clients={clients} locale={locale} className="mt-10" />
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {clientCases.map((clientCase) => {
          const [figure] = clientCase.results;
          return (
            <li key={clientCase.slug}>
              <article className="flex h-full flex-col rounded-card border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
                {/* The wall above shows it on a phone already; beside the case, on wider screens. */}
                <ClientLogo
                  client={clientCase.client}
                  decorative
                  className="mb-5 hidden self-start text-neutral-600 sm:block"
                />
                <h3 className="text-xl font-bold text-primary">{clientCase.title}</h3>
                <div data-case-figure>
                  <p className="mt-4 font-heading text-4xl font-extrabold text-orange-700">
                    {figure.value}
                    <span className="mt-1 block font-sans text-base font-semibold text-primary">
                      {figure.label}
                    </span>
                  </p>
                  <p className="mt-2 text-sm leading-relaxed text-neutral-600">
                    {figure.detail}. {caseCopy.sourceLabel} {figure.source}.
                  </p>
                </div>
                <p className="mt-auto pt-4">
                  <Link
                    href={localizedPath(clientCase.path, locale)}
                    className="inline-flex min-h-11 items-center font-heading font-bold text-orange-700 underline-offset-4 hover:underline"
                  >
                    {caseCopy.readCase}
                    <span className="sr-only">: {clientCase.title}</span>
                  </Link>
                </p>
              </article>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 text-center">
        <ButtonLink href={clientsSection.link.href} variant="secondary">
          {clientsSection.link.label}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
