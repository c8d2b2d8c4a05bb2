import { ArrowRight } from '@/components/ui/icons';
import { ColorSwatchGrid } from '@/components/brand/color-swatch-grid';
import { JsonLd } from '@/components/json-ld';
import { Button, buttonOptions } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { buttonCode, designGuidePage, motionNotes, variantNotes } from '@/content/design-guide';
import { cn } from '@/lib/cn';
import { pageSeo } from '@/lib/metadata';
import { CodeSample } from './_components/code-sample';
import { GuideSection } from './_components/guide-section';
import { Eyebrow } from '@/components/marketing/eyebrow';
import { bookADemo, talkToSales } from '@/content/ctas';

const seo = pageSeo(designGuidePage.page);

export const metadata = seo.metadata;

function surfaceClass(variant: keyof typeof variantNotes) {
  return variantNotes[variant].surface === 'dark' ? 'bg-primary' : 'bg-neutral-50';
}

export default function ButtonGuidePage() {
  return (
    <>
      <JsonLd data={seo.jsonLd} />
      <section className="bg-gradient-to-b from-primary-50 to-white pt-header pb-12">
        <Container>
          <Eyebrow className="hero-stagger-1">Design system</Eyebrow>
          <h1 className="hero-stagger-2 mt-3 text-4xl font-bold text-primary sm:text-5xl">
            {designGuidePage.title}
          </h1>
          <p className="hero-stagger-3 mt-6 max-w-prose text-lg text-neutral-700">
            {designGuidePage.lead}
          </p>
        </Container>
      </section>

      <GuideSection
        id="colours"
        title="Colours"
        lead="The brand colours buttons are built from, read from tailwind.config.ts."
      >
        <ColorSwatchGrid steps={['50', '100', '300', '600', '900']} />
      </GuideSection>

      <GuideSection
        id="variants"
        title="Variants and sizes"
        lead={`${buttonOptions.variant.length} variants in ${buttonOptions.size.length} sizes. Light and outline-light are made for navy backgrounds.`}
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
                    <Button key={size} variant={variant} size={size} aria-label="Next (icon size)">
                      <ArrowRight aria-hidden="true" className="size-5" />
                    </Button>
                  ) : (
                    <Button key={size} variant={variant} size={size}>
                      Size {size}
                    </Button>
                  ),
                )}
              </div>
              <CodeSample
                label={`Code for the ${variant} button`}
                code={buttonCode({ variant, size: 'md', label: 'Get Started' })}
              />
            </article>
          ))}
        </div>
      </GuideSection>

      <GuideSection
        id="motion"
        title="Animated variants"
        lead="Motion is a separate option, so any variant can lift, glow or press. Hover or press the buttons to see it; with reduced motion switched on they stay still."
      >
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {buttonOptions.motion.map((motion) => (
            <li key={motion} className="rounded-card border border-neutral-200 p-6">
              <h3 className="font-mono text-lg font-bold text-primary">{motion}</h3>
              <p className="mt-1 text-neutral-600">{motionNotes[motion]}</p>
              <div className="mt-5 rounded-brand bg-neutral-50 p-5">
                <Button variant="accent" motion={motion}>
                  {bookADemo.label}
                </Button>
              </div>
              <CodeSample
                label={`Code for the ${motion} motion`}
                code={buttonCode({ variant: 'accent', motion, label: bookADemo.label })}
              />
            </li>
          ))}
        </ul>
      </GuideSection>

      <GuideSection
        id="disabled"
        title="Disabled states"
        lead="A disabled button keeps its shape at half opacity and ignores the pointer. Prefer explaining why an action is unavailable over disabling it silently."
      >
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
          label="Code for a disabled button"
          code={buttonCode({ variant: 'primary', disabled: true, label: 'Sign in' })}
        />
      </GuideSection>

      <GuideSection
        id="links"
        title="Buttons that navigate"
        lead="ButtonLink takes the same options. Site paths use next/link; external, mailto and tel links render a plain anchor."
      >
        <CodeSample
          label="Code for a button link"
          code={buttonCode({
            component: 'ButtonLink',
            href: talkToSales.href,
            variant: 'accent',
            size: 'lg',
            motion: 'lift',
            label: talkToSales.label,
          })}
        />
      </GuideSection>
    </>
  );
}
