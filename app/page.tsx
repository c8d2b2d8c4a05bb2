import { ButtonLink } from '@/components/ui/button';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site-config';

export const metadata = pageMetadata({
  title: `${siteConfig.name} | Accounting, payroll and financial technology`,
  description: siteConfig.description,
  path: '/',
  absoluteTitle: true,
});

export default function HomePage() {
  return (
    <section className="bg-neutral-50 px-4 pt-32 pb-24">
      <div className="mx-auto max-w-4xl">
        <h1 className="text-4xl font-bold sm:text-6xl">
          One point of contact. One tech interface. One login.
        </h1>
        <p className="mt-6 max-w-prose text-lg text-neutral-700">{siteConfig.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/contact" variant="accent">
            Contact Us
          </ButtonLink>
          <ButtonLink href="/services" variant="secondary">
            Explore Services
          </ButtonLink>
        </div>
      </div>
      <div className="h-[150vh]" aria-hidden="true" />
    </section>
  );
}
