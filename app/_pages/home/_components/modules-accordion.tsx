import { ChevronDown } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { IllustrationImage } from '@/components/ui/illustration-image';
import type { PlatformModule } from '@/content/registry/modules';
import * as en from '@/content/site';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';

type ModulesAccordionProps = {
  modules: readonly PlatformModule[];
  /** Shared by the items: the browser keeps at most one <details> of a name open. */
  name: string;
  /** The language of the items' "Read more" links. */
  locale: Locale;
};

/**
 * The modules as an exclusive accordion built on <details name>: one item open at a time,
 * each closable, keyboard-operable, and working before (or without) any JavaScript.
 */
export function ModulesAccordion({ modules, name, locale }: ModulesAccordionProps) {
  const { siteCopy } = inLocale(locale, en, translations.site);
  return (
    <div className="divide-y divide-primary-100 overflow-hidden rounded-card border border-primary-100 bg-white shadow-sm">
      {modules.map((module, index) => (
        <details key={module.slug} name={name} open={index === 0} className="group">
          <summary className="flex cursor-pointer list-none items-center gap-4 px-5 py-4 font-heading text-lg font-bold text-primary hover:bg-primary-50 sm:px-6 [&::-webkit-details-marker]:hidden">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-50 font-sans text-sm text-primary-600 group-open:bg-orange-600 group-open:text-white"
            >
              {index + 1}
            </span>
            <span className="flex-1">{module.title}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-orange-700 transition-transform group-open:rotate-180"
            />
          </summary>
          {/* Side by side on wide screens: the text beside its screen, not above it. */}
          <div className="lg:grid lg:grid-cols-2 lg:items-start">
            <div className="px-5 pb-5 pl-17 leading-relaxed text-neutral-700 sm:px-6 sm:pl-18 lg:pr-2">
              <p>{module.summary}</p>
              <Link
                href={module.path}
                className="mt-3 inline-flex items-center gap-1 font-semibold text-orange-700 underline-offset-4 hover:underline"
              >
                {siteCopy.readMore}
                <span className="sr-only">: {module.title}</span>
                <span aria-hidden="true">→</span>
              </Link>
            </div>
            {/* Lazy: a closed item's screen is not rendered, so it loads when the item opens.
              Full width on phones, where the text's indent would make the screen too small. */}
            <div className="px-3 pb-3 sm:pr-6 sm:pb-6 sm:pl-18 lg:pl-0">
              <IllustrationImage
                image={module.illustration}
                sizes="(min-width: 1280px) 520px, (min-width: 1024px) 45vw, 100vw"
                className="h-auto w-full rounded-brand shadow-md"
              />
            </div>
          </div>
        </details>
      ))}
    </div>
  );
}
