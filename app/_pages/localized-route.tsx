import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';
import { isLocale, locales, type Locale } from '@/lib/i18n';
import { setRequestLocale } from '@/lib/request-locale';

/**
 * A page written once, taking its language: what a page module under app/_pages exports as
 * `page` for a route of the table.
 */
export type LocalizedPage = {
  Page: ComponentType<{ locale: Locale }>;
  metadata: (locale: Locale) => Metadata;
};

type LocaleParams = { locale: string };
type Props<Params> = { params: Promise<Params & LocaleParams> };

/** The language of a request under app/[locale]: one of the registry's, or a 404. */
function localeOf(locale: string): Locale {
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** A page of the route table under app/(site)/[locale]: `page` drawn in the URL's language. */
export function localizedPage({ Page, metadata }: LocalizedPage) {
  return {
    async generateMetadata({ params }: Props<object>): Promise<Metadata> {
      return metadata(localeOf((await params).locale));
    },
    async Page({ params }: Props<object>) {
      return <Page locale={localeOf((await params).locale)} />;
    },
  };
}

/** What a route module under app/_pages builds for one language (`newsPostRoute(locale)`). */
type RouteOf<Params> = {
  generateStaticParams?: () => Params[] | Promise<Params[]>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route names its own props
  generateMetadata?: (props: any) => Promise<Metadata>;
  metadata?: Metadata;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route names its own props
  Page: ComponentType<any>;
};

/** What Next hands a page or generateMetadata: the params, and for a page its searchParams. */
type PageProps<Params> = Props<Params> & { searchParams?: Promise<unknown> };

/**
 * A route module that takes its language (`newsPostRoute`) under app/(site)/[locale]: each
 * language's route is built once, and a request is handed to the one its URL names, with the
 * params below the language.
 */
export function localizedRoute<Params extends object>(build: (locale: Locale) => RouteOf<Params>) {
  const routes = Object.fromEntries(locales.map((locale) => [locale, build(locale)])) as Record<
    Locale,
    RouteOf<Params>
  >;
  async function split(params: Promise<Params & LocaleParams>) {
    const { locale, ...rest } = await params;
    return { route: routes[localeOf(locale)], rest: rest as Params };
  }
  return {
    async generateStaticParams({ params }: { params: LocaleParams }): Promise<Params[]> {
      return isLocale(params.locale)
        ? ((await routes[params.locale].generateStaticParams?.()) ?? [])
        : [];
    },
    async generateMetadata({ params, ...props }: PageProps<Params>): Promise<Metadata> {
      const { route, rest } = await split(params);
      if (!route.generateMetadata) return route.metadata ?? {};
      return route.generateMetadata({ ...props, params: Promise.resolve(rest) });
    },
    async Page({ params, ...props }: PageProps<Params>) {
      const { route, rest } = await split(params);
      return <route.Page {...props} params={Promise.resolve(rest)} />;
    },
  };
}
