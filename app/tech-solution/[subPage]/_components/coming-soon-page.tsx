import type { Icon } from '@/components/ui/icons';
import Link from 'next/link';
import { Container } from '@/components/ui/container';
import { ButtonLink } from '@/components/ui/button';
import { IllustrationImage } from '@/components/ui/illustration-image';
import { comingSoonBox } from '@/content/tech-solution/sub-pages';
import type { Illustration } from '@/content/types';
import { cn } from '@/lib/cn';
import { Eyebrow } from '@/components/marketing/eyebrow';

type ComingSoonPageProps = {
  icon: Icon;
  title: string;
  description: string;
  /** The module's screen, shown beside the Coming Soon box. */
  image?: Illustration;
};

/** A tech-solution page that is not written yet: what it will cover, and who to ask now. */
export function ComingSoonPage({ icon: Icon, title, description, image }: ComingSoonPageProps) {
  return (
    <section className="bg-gradient-to-b from-primary-50 to-white pt-header pb-20 sm:pb-28">
      <Container className={cn('text-center', image ? 'max-w-6xl' : 'max-w-3xl')}>
        <span className="hero-stagger-1 mx-auto flex size-16 items-center justify-center rounded-card bg-orange-50 text-orange-700">
          <Icon aria-hidden="true" className="size-8" strokeWidth={1.75} />
        </span>
        <Eyebrow className="hero-stagger-1 mt-6">Tech solution</Eyebrow>
        <h1 className="hero-stagger-2 mt-2 text-4xl font-bold text-primary sm:text-5xl">{title}</h1>
        <p className="hero-stagger-3 mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-neutral-700">
          {description}
        </p>
        <div className="hero-stagger-4 mt-8">
          <ButtonLink href="/contact" variant="accent" size="lg" motion="lift">
            Request More Information
          </ButtonLink>
        </div>
        <div
          className={cn(
            'hero-stagger-5 mt-14 grid items-center gap-10 text-left',
            image && 'lg:grid-cols-[3fr_2fr]',
          )}
        >
          {image && (
            <IllustrationImage
              image={image}
              // Beside the box in the first screen on desktop: drawn with the page.
              inline
              className="h-auto w-full rounded-card shadow-lg"
            />
          )}
          <aside
            aria-labelledby="coming-soon-heading"
            className="rounded-card border border-dashed border-orange-300 bg-white p-8 shadow-sm"
          >
            <p className="inline-block rounded-pill bg-orange-50 px-3 py-1 font-heading text-sm font-bold text-orange-700">
              {comingSoonBox.badge}
            </p>
            <h2 id="coming-soon-heading" className="mt-4 text-2xl font-bold text-primary">
              {comingSoonBox.title}
            </h2>
            <p className="mt-2 leading-relaxed text-neutral-600">
              {comingSoonBox.text}{' '}
              <Link
                href="/contact"
                className="font-semibold text-orange-700 underline underline-offset-4"
              >
                {comingSoonBox.linkLabel}
              </Link>
              .
            </p>
          </aside>
        </div>
      </Container>
    </section>
  );
}
