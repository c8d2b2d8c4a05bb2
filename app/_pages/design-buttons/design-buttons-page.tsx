import { ArrowRight } from '@/components/ui/icons';
import { ColorSwatchGrid } from '@/components/brand/color-swatch-grid';
import { JsonLd } from '@/components/json-ld';
import { Button, buttonOptions } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import * as ctasEn from '@/content/ctas';
import * as en from '@/content/design-guide';
import { translations } from '@/content/words';
import { cn } from '@/lib/cn';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageSeo } from '@/content/page-seo';
import { CodeSample } from './_components/code-sample';
import { GuideSection } from './_components/guide-section';
import { Eyebrow } from '@/components/marketing/eyebrow';
import type { LocalizedPage } from '@/app/_pages/localized-route';

/** The surface each variant is shown on: the same in both languages. */
function surfaceClass(variant: keyof typeof en.variantNotes) {
  return en.variantNotes[variant].surface === 'dark' ? 'bg-primary' : 'bg-neutral-50';
}

function buttonGuideMetadata(locale: Locale) {
  return pageSeo(inLocale(locale, en, translations.designGuide).designGuidePage.page, locale)
    .metadata;
}

function ButtonGuidePage({ locale }: { locale: Locale }) {
  const { buttonCode, buttonGuide, designGuidePage, motionNotes, variantNotes } = inLocale(
    locale,
    en,
    translations.designGuide,
  );
  const { bookADemo, talkToSales } = inLocale(locale, ctasEn, translations.ctas);
  const { sections, samples, code } = buttonGuide;
  const seo = pageSeo(designGuidePage.page, locale);
  return (
    <>
      <JsonLd data={seo.jsonLd} />
      <section className="bg-gradient-to-b from-primary-50 to-white pt-header pb-12">
        <Container>
          <Eyebrow className="hero-stagger-1">{buttonGuide.eyebrow}</Eyebrow>
          <h1 className="hero-stagger-2 mt-3 text-4xl font-bold text-primary sm:text-5xl">
            {designGuidePage.title}
          </h1>
          <p className="hero-stagger-3 mt-6 max-w-prose text-lg text-neutral-700">
            {designGuidePage.lead}
          </p>
        </Container>
      </section>

      <GuideSection id="colors" title={sections.colours.title} lead={sections.colours.lead}>
        <ColorSwatchGrid steps={['50', '100', '300', '600', '900']} />
      </GuideSection>

      <GuideSection
        id="variants"
        title={sections.variants.title}
        lead={sections.variants.lead(buttonOptions.variant.length, buttonOptions.size.length)}
      >
        <div className="space-y-8">
          {buttonOptions.variant.map((variant) => (
            <article key={variant} className="rounded-card border border-neutral-200 p-6">
              <h3 className="font-mono text-lg font-bold text-primary">{variant}</h3>
              <p className="mt-1 text-neutral-600">{variantNotes[variant].usage}</p>
              <div
                className={cn(
                  'mt-5 flex flex-wrap items-center gap-4 rounded-brand p-5',
                  surfaceClass(variant),
                )}
              >
                {buttonOptions.size.map((size) =>
                  size === 'icon' ? (
                    <Button key={size} variant={variant} size={size} aria-label={samples.iconSize}>
                      <ArrowRight aria-hidden="true" className="size-5" />
                    </Button>
                  ) : (
                    <Button key={size} variant={variant} size={size}>
                      {samples.size(size)}
                    </Button>
                  ),
                )}
              </div>
              <CodeSample
                copy={buttonGuide.copy}
                label={code.variant(variant)}
                code={buttonCode({ variant, size: 'md', label: samples.variant })}
              />
            </article>
          ))}
        </div>
      </GuideSection>

      <GuideSection id="motion" title={sections.motion.title} lead={sections.motion.lead}>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {buttonOptions.motion.map((motion) => (
            <li key={motion} className="rounded-card border border-neutral-200 p-6">
              <h3 className="font-mono text-lg font-bold text-primary">{motion}</h3>
              <p className="mt-1 text-neutral-600">{motionNotes[motion]}</p>
              <div className="mt-5 rounded-brand bg-neutral-50 p-5">
                <Button variant="primary" motion={motion}>
                  {bookADemo.label}
                </Button>
              </div>
              <CodeSample
                copy={buttonGuide.copy}
                label={code.motion(motion)}
                code={buttonCode({ variant: 'primary', motion, label: bookADemo.label })}
              />
            </li>
          ))}
        </ul>
      </GuideSection>

      <GuideSection id="disabled" title={sections.disabled.title} lead={sections.disabled.lead}>
        <div className="flex flex-wrap gap-4">
          {buttonOptions.variant.map((variant) => (
            <div key={variant} className={cn('rounded-brand p-4', surfaceClass(variant))}>
              <Button variant={variant} disabled>
                {variant}
              </Button>
            </div>
          ))}
        </div>
        <CodeSample
          copy={buttonGuide.copy}
          label={code.disabled}
          code={buttonCode({ variant: 'primary', disabled: true, label: samples.disabled })}
        />
      </GuideSection>

      <GuideSection id="links" title={sections.links.title} lead={sections.links.lead}>
        <CodeSample
          copy={buttonGuide.copy}
          label={code.link}
          code={buttonCode({
            component: 'ButtonLink',
            href: talkToSales.href,
            variant: 'primary',
            size: 'lg',
            motion: 'lift',
            label: talkToSales.label,
          })}
        />
      </GuideSection>
    </>
  );
}

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page: LocalizedPage = { Page: ButtonGuidePage, metadata: buttonGuideMetadata };
