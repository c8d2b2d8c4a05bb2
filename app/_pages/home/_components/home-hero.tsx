import { Fragment } from 'react';
import { Container } from '@/components/ui/container';
import { IllustrationImage } from '@/components/ui/illustration-image';
import * as en from '@/content/home';
import { translations } from '@/content/words';
import { cn } from '@/lib/cn';
import { inLocale, type Locale } from '@/lib/i18n';
import { Eyebrow } from '@/components/marketing/eyebrow';
import { HeroActions } from '@/components/marketing/hero-actions';

/** The three-line promise, the three ways in, and the platform illustration. */
export function HomeHero({ locale }: { locale: Locale }) {
  const { homeHero } = inLocale(locale, en, translations.home);
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-primary-50 via-orange-50/40 to-white pt-header pb-16 sm:pb-24">
      <Container className="grid items-center gap-12 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <Eyebrow className="hero-stagger-1">{homeHero.eyebrow}</Eyebrow>
          <h1 className="hero-stagger-2 mt-4 text-4xl leading-[1.1] font-extrabold text-primary sm:text-5xl xl:text-6xl">
            {homeHero.title.map((line, index) => (
              <Fragment key={line}>
                {index > 0 && ' '}
                <span className={cn('block', index === 1 && 'text-orange-700')}>{line}.</span>
              </Fragment>
            ))}
          </h1>
          <p className="hero-stagger-3 mt-6 max-w-xl text-lg leading-relaxed text-neutral-700">
            {homeHero.description}
          </p>
          {/* Stacked full width on phones, so the three buttons are one width, not three. They
              rise with the headline but are never faded: a pale button reads as disabled. */}
          <div className="hero-stagger-2 mt-8 grid gap-3 sm:flex sm:flex-wrap">
            <HeroActions actions={homeHero.actions} stackOnPhones />
          </div>
        </div>
        <IllustrationImage
          image={homeHero.image}
          inline
          className="h-auto w-full rounded-card shadow-xl"
        />
      </Container>
    </section>
  );
}
