import { NamedIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { HeroActions } from '@/components/marketing/hero-actions';
import { Container } from '@/components/ui/container';
import { Eyebrow } from '@/components/marketing/eyebrow';
import * as enCtas from '@/content/ctas';
import { translations } from '@/content/words';
import * as enModules from '@/content/registry/modules';
import * as enSubPages from '@/content/tech-solution/sub-pages';
import { inLocale, type Locale } from '@/lib/i18n';

/**
 * What an unknown /tech-solution/{value} shows, with a 404 status: a generic Coming
 * Soon text, a way to ask, and the module pages that do exist.
 */
export function ComingSoonPage({ locale }: { locale: Locale }) {
  const { talkToSales } = inLocale(locale, enCtas, translations.ctas);
  const { platformModules } = inLocale(locale, enModules, translations.registryModules);
  const { genericSubPageContent: content } = inLocale(
    locale,
    enSubPages,
    translations.techSolutionSubPages,
  );
  const { icon } = content;
  return (
    <section className="bg-gradient-to-b from-primary-50 to-white pt-header pb-20 sm:pb-28">
      <Container className="max-w-3xl text-center">
        <span className="hero-stagger-1 mx-auto flex size-16 items-center justify-center rounded-card bg-orange-50 text-orange-700">
          <NamedIcon name={icon} aria-hidden="true" className="size-8" strokeWidth={1.75} />
        </span>
        <Eyebrow className="hero-stagger-1 mt-6">{content.eyebrow}</Eyebrow>
        <h1 className="hero-stagger-2 mt-2 text-4xl font-bold text-primary sm:text-5xl">
          {content.title}
        </h1>
        <p className="hero-stagger-3 mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-neutral-700">
          {content.description}
        </p>
        <div className="hero-stagger-2 mt-8 flex justify-center">
          <HeroActions actions={[talkToSales]} />
        </div>
        <nav
          aria-labelledby="modules-heading"
          className="hero-stagger-5 mt-14 rounded-card border border-neutral-200 bg-white p-6 text-left shadow-sm sm:p-8"
        >
          <h2 id="modules-heading" className="text-2xl font-bold text-primary">
            {content.modulesTitle}
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {platformModules.map((module) => (
              <li key={module.slug}>
                <Link
                  href={module.path}
                  className="flex min-h-11 items-center gap-3 rounded-brand px-2 font-heading font-semibold text-primary hover:bg-primary-50"
                >
                  <NamedIcon
                    name={module.icon}
                    aria-hidden="true"
                    className="size-5 text-orange-700"
                  />
                  {module.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </section>
  );
}
