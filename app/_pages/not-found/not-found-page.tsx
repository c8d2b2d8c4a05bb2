import type { Metadata } from 'next';
import { Compass, NamedIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import * as en from '@/content/not-found';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';

// Next adds `noindex` to every 404 itself; a robots entry here would be a second tag. The title
// names the site itself, as a document of its own would: the page is served for any address.
export function notFoundMetadata(locale: Locale): Metadata {
  return {
    title: {
      absolute: `${inLocale(locale, en, translations.notFound).notFoundPage.title} | ${siteConfig.name}`,
    },
  };
}

/** The 404 message once, then the main ways on through the site. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const copy = inLocale(locale, en, translations.notFound).notFoundPage;
  return (
    <section className="bg-neutral-50 pt-header pb-20">
      <Container className="max-w-4xl">
        <div className="text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-card bg-orange-50 text-orange-700">
            <Compass aria-hidden="true" className="size-8" strokeWidth={1.75} />
          </span>
          <h1 className="mt-6 text-3xl font-bold text-primary sm:text-4xl">{copy.title}</h1>
          <p className="mt-4 text-lg text-neutral-700">{copy.message}</p>
          <ButtonLink href={copy.home.href} className="mt-8">
            {copy.home.label}
          </ButtonLink>
        </div>
        <nav aria-labelledby="ways-on-heading" className="mt-14">
          <h2 id="ways-on-heading" className="text-center text-xl font-bold text-primary">
            {copy.waysOnTitle}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {copy.waysOn.map(({ icon, label, description, href }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="group flex h-full items-start gap-4 rounded-card border border-neutral-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-brand bg-orange-50 text-orange-700">
                    <NamedIcon
                      name={icon}
                      aria-hidden="true"
                      className="size-5"
                      strokeWidth={1.75}
                    />
                  </span>
                  <span>
                    <span className="block font-heading font-bold text-primary group-hover:underline">
                      {label}
                    </span>
                    <span className="mt-1 block text-sm text-neutral-700">{description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </section>
  );
}
