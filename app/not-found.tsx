import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';

export const metadata: Metadata = {
  title: '404 - Page Not Found',
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <section className="flex min-h-[70vh] items-center bg-neutral-50 px-4 pt-28 pb-20">
      <div className="mx-auto max-w-xl text-center">
        <p className="font-heading text-7xl font-bold text-orange-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">404 - Page Not Found</h1>
        <p className="mt-4 text-lg text-neutral-600">
          Sorry, the page you are looking for does not exist.
        </p>
        <ButtonLink href="/" className="mt-8" variant="primary">
          Back to the homepage
        </ButtonLink>
      </div>
    </section>
  );
}
