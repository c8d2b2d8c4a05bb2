import { buttonVariants } from '@/components/ui/button-variants';
import { Clock } from '@/components/ui/icons';
import { JsonLd } from '@/components/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { IllustrationImage } from '@/components/ui/illustration-image';
import * as en from '@/content/contact';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageSeo } from '@/content/page-seo';
import { contactAnswers } from './_components/contact-answers';
import { sendContactMessage } from './actions';
import { ContactForm } from './_components/contact-form';
import { contactFormParts } from './_components/contact-form-parts';
import { ContactLinks } from './_components/contact-links';
import type { LocalizedPage } from '@/app/_pages/localized-route';

function contactMetadata(locale: Locale) {
  return pageSeo(inLocale(locale, en, translations.contact).contactPage, locale).metadata;
}

function ContactPage({ locale }: { locale: Locale }) {
  const {
    contactChannels,
    contactFields,
    contactForm,
    contactHero,
    contactNextSteps,
    contactPage,
  } = inLocale(locale, en, translations.contact);
  const seo = pageSeo(contactPage, locale);
  return (
    <>
      <PageHero
        eyebrow={contactHero.eyebrow}
        title={contactHero.title}
        description={<p>{contactHero.description}</p>}
        className="pb-8 sm:pb-12"
      />

      <section className="bg-white pb-16 sm:pb-24">
        <Container className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <section
            aria-labelledby="message-heading"
            // As tall as the column beside it, except once the short answer replaces the form.
            className="rounded-card border border-neutral-200 bg-white p-6 shadow-md sm:p-10 lg:has-[[data-contact-answer]]:self-start"
          >
            <h2 id="message-heading" className="text-2xl font-bold text-primary sm:text-3xl">
              {contactForm.title}
            </h2>
            <p className="mt-2 inline-flex items-center gap-2 text-neutral-700">
              <Clock aria-hidden="true" className="size-4 text-orange-700" />
              {contactForm.responsePromise}
            </p>
            <p className="mt-4 text-neutral-700">{contactForm.intro}</p>
            <div className="mt-8">
              <ContactForm
                action={sendContactMessage}
                parts={contactFormParts(locale, { contactFields, contactForm })}
                submitClassName={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
                answers={contactAnswers(locale, { contactChannels, contactForm })}
              />
            </div>
            <p className="mt-6 border-t border-neutral-200 pt-4 text-sm text-neutral-600">
              {contactForm.privacyNotice.text}{' '}
              <Link
                href={contactForm.privacyNotice.link.href}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {contactForm.privacyNotice.link.label}
              </Link>
              .
            </p>
          </section>

          {/* A column as tall as the form's card: the office closes it at the card's foot. */}
          <div className="flex flex-col">
            <h2 className="text-2xl font-bold text-primary sm:text-3xl">{contactChannels.title}</h2>
            <p className="mt-2 text-neutral-700">{contactChannels.description}</p>
            <div className="mt-6">
              <ContactLinks locale={locale} />
            </div>
            <section aria-labelledby="next-steps-heading" className="mt-10 lg:mb-10">
              <h2 id="next-steps-heading" className="text-xl font-bold text-primary sm:text-2xl">
                {contactNextSteps.title}
              </h2>
              <ol className="mt-4 space-y-4">
                {contactNextSteps.steps.map((step, index) => (
                  <li key={step} className="flex gap-4">
                    <span
                      aria-hidden="true"
                      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-heading font-bold text-white"
                    >
                      {index + 1}
                    </span>
                    <span className="pt-1 text-neutral-700">{step}</span>
                  </li>
                ))}
              </ol>
            </section>
            <IllustrationImage
              image={contactChannels.office}
              sizes="(min-width: 1280px) 480px, (min-width: 1024px) 40vw, 100vw"
              className="mt-10 h-auto w-full rounded-card shadow-lg lg:mt-auto"
            />
          </div>
        </Container>
      </section>
      <JsonLd data={seo.jsonLd} />
    </>
  );
}

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page: LocalizedPage = { Page: ContactPage, metadata: contactMetadata };
