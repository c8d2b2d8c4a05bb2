import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { PageHero } from '@/components/marketing/page-hero';
import { FaqList } from '@/components/services/faq-list';
import { Container } from '@/components/ui/container';
import { SectionHeader } from '@/components/ui/section-header';
import * as en from '@/content/trust';
import { translations } from '@/content/words';
import { inLocale, localizedPath, type Locale } from '@/lib/i18n';
import { faqPageJsonLd } from '@/lib/json-ld';
import { pageSeo } from '@/content/page-seo';
import { TextTable } from './_components/text-table';
import { TrustFacts } from './_components/trust-facts';
import { TrustSection } from './_components/trust-section';
import { PageSection } from '@/components/marketing/page-section';
import type { LocalizedPage } from '@/app/_pages/localized-route';

function trustSeo(locale: Locale) {
  const { trustPage, trustFaqs } = inLocale(locale, en, translations.trust);
  return pageSeo(trustPage, locale, [faqPageJsonLd(trustFaqs.faqs, locale)]);
}

function trustMetadata(locale: Locale) {
  return trustSeo(locale).metadata;
}

export function TrustPage({ locale }: { locale: Locale }) {
  const {
    accessControl,
    backups,
    certifications,
    dataResidency,
    disclosure,
    gdpr,
    incidentResponse,
    subProcessors,
    trustCta,
    trustFaqs,
    trustFacts,
    trustHero,
  } = inLocale(locale, en, translations.trust);
  const seo = trustSeo(locale);
  const contents = [
    dataResidency,
    gdpr,
    subProcessors,
    accessControl,
    backups,
    incidentResponse,
    disclosure,
    certifications,
  ];
  return (
    <>
      <PageHero
        eyebrow={trustHero.eyebrow}
        title={trustHero.title}
        description={<p>{trustHero.description}</p>}
        media={<TrustFacts facts={trustFacts} />}
      />

      <Container className="grid gap-12 pb-16 sm:pb-24 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16">
        <nav
          aria-labelledby="trust-contents"
          className="self-start rounded-card border border-neutral-200 bg-white p-6 shadow-sm lg:sticky lg:top-28 lg:order-last"
        >
          <h2 id="trust-contents" className="font-heading text-lg font-bold text-primary">
            {trustHero.contentsTitle}
          </h2>
          <ul className="mt-3 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-1">
            {contents.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block py-2 text-primary underline-offset-4 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0 space-y-16 sm:space-y-20">
          <TrustSection section={dataResidency} />
          <TrustSection section={gdpr} />
          <TrustSection section={subProcessors}>
            <TextTable
              caption={subProcessors.title}
              columns={subProcessors.columns}
              rows={subProcessors.rows}
              className="mt-6"
            />
            <h3 className="mt-10 text-xl font-bold text-primary">{subProcessors.website.title}</h3>
            <p className="mt-3 max-w-prose text-lg leading-relaxed text-neutral-700">
              {subProcessors.website.description}
            </p>
            <TextTable
              caption={subProcessors.website.title}
              columns={subProcessors.website.columns}
              rows={subProcessors.website.rows}
              className="mt-6"
            />
          </TrustSection>
          <TrustSection section={accessControl} />
          <TrustSection section={backups} />
          <TrustSection section={incidentResponse} />
          <TrustSection section={disclosure}>
            <p className="mt-4 text-neutral-700">
              <a
                href={localizedPath(disclosure.securityTxt.href, locale)}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {disclosure.securityTxt.label}
              </a>
            </p>
          </TrustSection>
          <TrustSection section={certifications}>
            <TextTable
              caption={certifications.title}
              columns={certifications.columns}
              rows={certifications.rows}
              className="mt-6"
            />
          </TrustSection>
        </div>
      </Container>

      <PageSection labelledBy="trust-faq-heading" background="muted" containerClassName="max-w-4xl">
        <SectionHeader id="trust-faq-heading" title={trustFaqs.title} />
        <div className="mt-10">
          <FaqList faqs={trustFaqs.faqs} />
        </div>
      </PageSection>

      <CtaSection {...trustCta} />
      <JsonLd data={seo.jsonLd} />
    </>
  );
}

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page: LocalizedPage = { Page: TrustPage, metadata: trustMetadata };
