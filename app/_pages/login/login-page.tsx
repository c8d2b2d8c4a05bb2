import { ExternalLink, LockKeyhole } from '@/components/ui/icons';
import { JsonLd } from '@/components/json-ld';
import { ToasterHost } from '@/components/toaster-host';
import { Container } from '@/components/ui/container';
import * as en from '@/content/login';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageSeo } from '@/content/page-seo';
import { siteConfig } from '@/lib/site-config';
import { LoginForm } from './_components/login-form';
import type { LocalizedPage } from '@/app/_pages/localized-route';

function loginMetadata(locale: Locale) {
  return pageSeo(inLocale(locale, en, translations.login).loginPage.page, locale).metadata;
}

function LoginPage({ locale }: { locale: Locale }) {
  const { loginPage } = inLocale(locale, en, translations.login);
  const { adminNote } = loginPage;
  const seo = pageSeo(loginPage.page, locale);
  return (
    <section className="bg-gradient-to-b from-primary-50 to-white pt-header pb-20 sm:pb-28">
      <JsonLd data={seo.jsonLd} />
      <Container className="grid max-w-5xl items-start gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-card border border-neutral-200 bg-white p-6 shadow-sm sm:p-10">
          <span className="flex size-12 items-center justify-center rounded-brand bg-primary text-white">
            <LockKeyhole aria-hidden="true" className="size-6" strokeWidth={1.75} />
          </span>
          <h1 className="hero-stagger-1 mt-6 text-3xl font-bold text-primary sm:text-4xl">
            {loginPage.title}
          </h1>
          <p className="hero-stagger-2 mt-3 text-neutral-700">{loginPage.lead}</p>
          <div className="mt-8">
            <LoginForm locale={locale} />
          </div>
        </div>
        <aside
          aria-labelledby="admin-note-heading"
          className="rounded-card bg-primary p-6 text-white sm:p-8"
        >
          <h2 id="admin-note-heading" className="text-xl font-bold">
            {adminNote.title}
          </h2>
          <p className="mt-3 leading-relaxed text-neutral-200">{adminNote.text}</p>
          <a
            href={siteConfig.adminLoginUrl}
            className="mt-6 inline-flex items-center gap-2 font-heading font-semibold text-white underline underline-offset-4 hover:text-orange-200"
          >
            {adminNote.linkLabel}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </aside>
      </Container>
      {/* The one page that toasts (the form's confirmation): the other pages ship no toaster. */}
      <ToasterHost />
    </section>
  );
}

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page: LocalizedPage = { Page: LoginPage, metadata: loginMetadata };
