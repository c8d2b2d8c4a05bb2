import type { LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { Container } from '@/components/ui/container';
import { ButtonLink } from '@/components/ui/button';
import { comingSoonBox } from '@/content/tech-solution/sub-pages';

type ComingSoonPageProps = {
  icon: LucideIcon;
  title: string;
  description: string;
};

/** A tech-solution page that is not written yet: what it will cover, and who to ask now. */
export function ComingSoonPage({ icon: Icon, title, description }: ComingSoonPageProps) {
  return (
    <section className="bg-gradient-to-b from-primary-50 to-white pt-28 pb-20 sm:pt-36 sm:pb-28">
      <Container className="max-w-3xl text-center">
        <span className="hero-stagger-1 mx-auto flex size-16 items-center justify-center rounded-card bg-orange-50 text-orange-700">
          <Icon aria-hidden="true" className="size-8" strokeWidth={1.75} />
        </span>
        <p className="hero-stagger-1 mt-6 font-heading text-sm font-bold tracking-widest text-orange-700 uppercase">
          Tech solution
        </p>
        <h1 className="hero-stagger-2 mt-2 text-4xl font-bold text-primary sm:text-5xl">{title}</h1>
        <p className="hero-stagger-3 mx-auto mt-6 max-w-prose text-lg leading-relaxed text-neutral-700">
          {description}
        </p>
        <div className="hero-stagger-4 mt-8">
          <ButtonLink href="/contact" variant="accent" size="lg" motion="lift">
            Request More Information
          </ButtonLink>
        </div>
        <aside
          aria-labelledby="coming-soon-heading"
          className="hero-stagger-5 mt-14 rounded-card border border-dashed border-orange-300 bg-white p-8 text-left shadow-sm"
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
      </Container>
    </section>
  );
}
