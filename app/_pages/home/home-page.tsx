import { JsonLd } from '@/components/json-ld';
import * as en from '@/content/home';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageSeo } from '@/content/page-seo';
import { ApproachSection } from './_components/approach-section';
import { BenefitsSection } from './_components/benefits-section';
import { ClientsSection } from './_components/clients-section';
import { HomeHero } from './_components/home-hero';
import { ModulesSection } from './_components/modules-section';
import { NeedSection } from './_components/need-section';
import type { LocalizedPage } from '@/app/_pages/localized-route';

function homeMetadata(locale: Locale) {
  return pageSeo(inLocale(locale, en, translations.home).homePage, locale).metadata;
}

function HomePage({ locale }: { locale: Locale }) {
  const seo = pageSeo(inLocale(locale, en, translations.home).homePage, locale);
  return (
    <>
      <HomeHero locale={locale} />
      {/* The proof first: a buyer meets the clients and their figures on the first screens. */}
      <ClientsSection locale={locale} />
      <NeedSection locale={locale} />
      <ModulesSection locale={locale} />
      <ApproachSection locale={locale} />
      <BenefitsSection locale={locale} />
      <JsonLd data={seo.jsonLd} />
    </>
  );
}

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page: LocalizedPage = { Page: HomePage, metadata: homeMetadata };
