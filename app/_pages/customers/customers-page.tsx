import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { PageHero } from '@/components/marketing/page-hero';
import { CaseGrid } from '@/components/trust/case-grid';
import { LogoWall } from '@/components/trust/logo-wall';
import { SectionHeader } from '@/components/ui/section-header';
import * as en from '@/content/customers';
import * as clientsEn from '@/content/registry/clients';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageSeo } from '@/content/page-seo';
import { PageSection } from '@/components/marketing/page-section';
import type { LocalizedPage } from '@/app/_pages/localized-route';

function customersMetadata(locale: Locale) {
  return pageSeo(inLocale(locale, en, translations.customers).customersPage, locale).metadata;
}

function CustomersPage({ locale }: { locale: Locale }) {
  const { casesSection, customersCta, customersHero, customersPage, logoWallSection } = inLocale(
    locale,
    en,
    translations.customers,
  );
  const { clients } = inLocale(locale, clientsEn, translations.registryClients);
  const seo = pageSeo(customersPage, locale);
  return (
    <>
      <PageHero
        eyebrow={customersHero.eyebrow}
        title={customersHero.title}
        description={<p>{customersHero.description}</p>}
      />

      <PageSection labelledBy="cases-heading" background="muted">
        <SectionHeader id="cases-heading" {...casesSection} />
        <CaseGrid locale={locale} className="mt-12" />
      </PageSection>

      <PageSection labelledBy="clients-heading">
        <SectionHeader id="clients-heading" {...logoWallSection} />
        <LogoWall clients={clients} locale={locale} className="mt-12" />
      </PageSection>

      <CtaSection {...customersCta} />
      <JsonLd data={seo.jsonLd} />
    </>
  );
}

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page: LocalizedPage = { Page: CustomersPage, metadata: customersMetadata };
