import { Download, Mail } from '@/components/ui/icons';
import { ColorSwatchGrid } from '@/components/brand/color-swatch-grid';
import { JsonLd } from '@/components/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/ui/logo';
import * as en from '@/content/brand';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageSeo } from '@/content/page-seo';
import { siteConfig } from '@/lib/site-config';
import { BrandInAction } from './_components/brand-in-action';
import { BrandSection } from './_components/brand-section';
import { DoDontLists } from './_components/do-dont-lists';
import { TypeSpecimen } from './_components/type-specimen';
import { Eyebrow } from '@/components/marketing/eyebrow';
import type { LocalizedPage } from '@/app/_pages/localized-route';

function brandMetadata(locale: Locale) {
  return pageSeo(inLocale(locale, en, translations.brand).brandPage.page, locale).metadata;
}

function BrandPage({ locale }: { locale: Locale }) {
  const {
    brandAssets,
    brandPage,
    brandSections,
    brandSupport,
    logoUsage,
    logoVariants,
    overview,
    photography,
    textAlignment,
    typography,
    voiceAndTone,
    voiceTable,
    webTokens,
    webTokensTable,
  } = inLocale(locale, en, translations.brand);
  const seo = pageSeo(brandPage.page, locale);
  const supportHref = `mailto:${siteConfig.email}?subject=${encodeURIComponent(brandSupport.subject)}`;
  return (
    <>
      <JsonLd data={seo.jsonLd} />
      <section className="bg-gradient-to-b from-primary-50 to-white pt-header pb-12">
        <Container>
          <Eyebrow className="hero-stagger-1">{brandPage.eyebrow}</Eyebrow>
          <h1 className="hero-stagger-2 mt-3 text-4xl font-bold text-primary sm:text-5xl">
            {brandPage.title}
          </h1>
          <p className="hero-stagger-3 mt-6 max-w-prose text-lg text-neutral-700">
            {brandPage.lead}
          </p>
          <nav aria-label={brandPage.sectionsLabel} className="hero-stagger-4 mt-10">
            <ol className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
              {brandSections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-neutral-700 underline-offset-4 hover:text-orange-700 hover:underline"
                  >
                    <span className="font-mono text-sm text-orange-700">
                      {String(index + 1).padStart(2, '0')}
                    </span>{' '}
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </Container>
      </section>

      <BrandSection id="overview" sections={brandSections}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="max-w-prose space-y-4 text-neutral-700">
            {overview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {overview.values.map((value) => (
              <li key={value.title} className="rounded-card bg-neutral-50 p-5">
                <h3 className="text-lg font-bold text-primary">{value.title}</h3>
                <p className="mt-1 text-neutral-600">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </BrandSection>

      <BrandSection id="logo-variants" sections={brandSections}>
        <div className="grid gap-6 md:grid-cols-2">
          <figure className="rounded-card border border-neutral-200">
            <div className="flex h-48 items-center justify-center p-8">
              <Logo className="h-14 w-auto" />
            </div>
            <figcaption className="border-t border-neutral-200 px-6 py-4 text-neutral-700">
              <strong className="text-primary">{logoVariants.navy.name}</strong>:{' '}
              {logoVariants.navy.use}
            </figcaption>
          </figure>
          <figure className="overflow-hidden rounded-card border border-primary">
            <div className="flex h-48 items-center justify-center bg-primary p-8">
              <Logo tone="dark" className="h-14 w-auto" />
            </div>
            <figcaption className="px-6 py-4 text-neutral-700">
              <strong className="text-primary">{logoVariants.white.name}</strong>:{' '}
              {logoVariants.white.use}
            </figcaption>
          </figure>
        </div>
      </BrandSection>

      <BrandSection id="logo-usage" sections={brandSections}>
        <div className="grid items-start gap-10 lg:grid-cols-[2fr_3fr]">
          <figure>
            <div className="inline-block rounded-brand border-2 border-dashed border-orange-300 p-4">
              <Logo className="h-8 w-auto" />
            </div>
            <figcaption className="mt-3 text-sm text-neutral-600">
              {logoUsage.minimumCaption}
            </figcaption>
          </figure>
          <DoDontLists dos={logoUsage.rules} donts={logoUsage.donts} locale={locale} />
        </div>
      </BrandSection>

      <BrandSection id="color-palette" sections={brandSections}>
        <ColorSwatchGrid />
      </BrandSection>

      <BrandSection id="typography" sections={brandSections}>
        <TypeSpecimen families={typography.families} />
        <ul className="mt-8 max-w-prose list-disc space-y-2 pl-5 text-neutral-700">
          {typography.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </BrandSection>

      <BrandSection id="photography" sections={brandSections}>
        <DoDontLists dos={photography.dos} donts={photography.donts} locale={locale} />
      </BrandSection>

      <BrandSection id="voice-and-tone" sections={brandSections}>
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{voiceTable.caption}</caption>
          <thead>
            <tr className="border-b-2 border-primary">
              <th scope="col" className="py-3 pr-4 font-heading text-primary">
                {voiceTable.do}
              </th>
              <th scope="col" className="py-3 font-heading text-primary">
                {voiceTable.dont}
              </th>
            </tr>
          </thead>
          <tbody>
            {voiceAndTone.map((example) => (
              <tr key={example.do} className="border-b border-neutral-200 align-top">
                <td className="py-4 pr-4 text-primary">{example.do}</td>
                <td className="py-4 text-neutral-600">{example.dont}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </BrandSection>

      <BrandSection id="text-alignment" sections={brandSections}>
        <div className="grid gap-6 md:grid-cols-2">
          <figure className="rounded-card border border-secondary-200 p-6">
            <figcaption className="font-heading font-bold text-primary">
              {textAlignment.goodLabel}
            </figcaption>
            <p className="mt-4 max-w-[calc(60*var(--body-ch))] text-neutral-700">
              {textAlignment.goodExample}
            </p>
          </figure>
          <figure className="rounded-card border border-orange-200 p-6">
            <figcaption className="font-heading font-bold text-primary">
              {textAlignment.badLabel}
            </figcaption>
            <p className="mt-4 text-center text-neutral-700">{textAlignment.badExample}</p>
          </figure>
        </div>
      </BrandSection>

      <BrandSection id="brand-in-action" sections={brandSections}>
        <BrandInAction locale={locale} />
      </BrandSection>

      <BrandSection id="web-implementation" sections={brandSections}>
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{webTokensTable.caption}</caption>
          <thead>
            <tr className="border-b-2 border-primary">
              <th scope="col" className="py-3 pr-4 font-heading text-primary">
                {webTokensTable.use}
              </th>
              <th scope="col" className="py-3 font-heading text-primary">
                {webTokensTable.token}
              </th>
            </tr>
          </thead>
          <tbody>
            {webTokens.map((row) => (
              <tr key={row.use} className="border-b border-neutral-200 align-top">
                <td className="py-3 pr-4 text-neutral-700">{row.use}</td>
                <td className="py-3 font-mono text-sm text-primary">{row.token}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </BrandSection>

      <BrandSection id="brand-assets" sections={brandSections}>
        <ul className="grid gap-6 md:grid-cols-2">
          {[brandAssets.logoPackage, brandAssets.palette].map((asset) => (
            <li key={asset.href} className="rounded-card border border-neutral-200 p-6">
              <p className="text-neutral-700">{asset.text}</p>
              <a
                // Files, the same in both languages: no /sv prefix.
                href={asset.href}
                download
                className={buttonVariants({ variant: 'primary', className: 'mt-5' })}
              >
                <Download aria-hidden="true" className="size-5" />
                {asset.label}
              </a>
            </li>
          ))}
        </ul>
      </BrandSection>

      <BrandSection id="brand-support" sections={brandSections}>
        <p className="max-w-prose text-neutral-700">{brandSupport.text}</p>
        <a
          href={supportHref}
          className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}
        >
          <Mail aria-hidden="true" className="size-5" />
          {brandSupport.emailLabel}
        </a>
      </BrandSection>
    </>
  );
}

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page: LocalizedPage = { Page: BrandPage, metadata: brandMetadata };
