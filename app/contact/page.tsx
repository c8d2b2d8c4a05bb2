import { Clock } from '@/components/ui/icons';
import { JsonLd } from '@/components/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { Container } from '@/components/ui/container';
import { IllustrationImage } from '@/components/ui/illustration-image';
import { contactChannels, contactForm, contactHero, contactPage } from '@/content/contact';
import { pageSeo } from '@/lib/metadata';
import { siteConfig } from '@/lib/site-config';
import { ContactForm } from './_components/contact-form';
import { ContactLinks } from './_components/contact-links';

const seo = pageSeo(contactPage);

export const metadata = seo.metadata;

export default function ContactPage() {
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
            className="rounded-card border border-neutral-200 bg-white p-6 shadow-md sm:p-10 lg:self-start"
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
                email={siteConfig.email}
                phone={{ label: siteConfig.phone, href: siteConfig.phoneHref }}
              />
            </div>
          </section>

          <div>
            <h2 className="text-2xl font-bold text-primary sm:text-3xl">{contactChannels.title}</h2>
            <p className="mt-2 text-neutral-700">{contactChannels.description}</p>
            <div className="mt-6">
              <ContactLinks />
            </div>
            <IllustrationImage
              image={contactChannels.office}
              sizes="(min-width: 1280px) 480px, (min-width: 1024px) 40vw, 100vw"
              className="mt-8 h-auto w-full rounded-card shadow-lg"
            />
          </div>
        </Container>
      </section>
      <JsonLd data={seo.jsonLd} />
    </>
  );
}
