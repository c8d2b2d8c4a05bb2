import { JsonLd } from '@/components/json-ld';
import { Container } from '@/components/ui/container';
import type { LegalBlock, LegalDocument } from '@/content/legal/types';
import { formatLongDate } from '@/lib/format-date';
import type { Locale } from '@/lib/i18n';
import { webPageJsonLd } from '@/lib/json-ld';
import { formatAddress, siteConfig } from '@/lib/site-config';
import { LegalText } from './legal-text';

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <LegalText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-orange-700">
          {block.items.map((item, index) => (
            <li key={index}>
              <LegalText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'terms':
      return (
        <dl className="space-y-4">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt className="font-semibold text-primary">{item.term}</dt>
              <dd className="mt-1">
                <LegalText text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/**
 * The one template of the privacy policy, the terms of service and the cookie policy, in
 * `locale` (the document is that language's: its `lang` names it for the article and the date).
 */
export function LegalPage({ document: doc, locale }: { document: LegalDocument; locale: Locale }) {
  const { labels } = doc;
  const sectionId = (index: number) => `section-${index + 1}`;
  return (
    <>
      <JsonLd
        data={{
          ...webPageJsonLd(
            { title: doc.metaTitle, description: doc.description, path: doc.path },
            locale,
          ),
          inLanguage: doc.lang,
          dateModified: doc.lastUpdated,
        }}
      />
      <article lang={doc.lang} className="pt-header pb-20 sm:pb-28">
        <Container className="max-w-3xl">
          <header className="border-b border-neutral-200 pb-10">
            <h1 className="text-4xl font-bold text-primary sm:text-5xl">{doc.title}</h1>
            <p className="mt-4 text-sm text-neutral-600">
              {labels.lastUpdated}:{' '}
              <time dateTime={doc.lastUpdated}>{formatLongDate(doc.lastUpdated, doc.lang)}</time>
            </p>
            <p className="mt-6 text-lg leading-relaxed text-neutral-700">{doc.intro}</p>
            <nav aria-labelledby="legal-contents" className="mt-8">
              <h2
                id="legal-contents"
                className="font-heading text-sm font-bold tracking-widest text-neutral-700 uppercase"
              >
                {labels.contents}
              </h2>
              <ol className="mt-3 list-decimal space-y-1 pl-6 marker:text-neutral-600">
                {doc.sections.map((section, index) => (
                  <li key={section.title}>
                    <a
                      href={`#${sectionId(index)}`}
                      className="text-neutral-700 underline-offset-4 hover:text-orange-700 hover:underline"
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          </header>

          {doc.sections.map((section, index) => (
            <section
              key={section.title}
              id={sectionId(index)}
              aria-labelledby={`${sectionId(index)}-heading`}
              className="scroll-mt-24 pt-10"
            >
              <h2 id={`${sectionId(index)}-heading`} className="text-2xl font-bold text-primary">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-neutral-700">
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}

          {doc.companyDetailsTitle && (
            <section
              aria-labelledby="company-details-heading"
              className="mt-12 rounded-card bg-neutral-50 p-6"
            >
              <h2 id="company-details-heading" className="text-xl font-bold text-primary">
                {doc.companyDetailsTitle}
              </h2>
              <dl className="mt-4 grid gap-x-6 gap-y-2 text-neutral-700 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-primary">{labels.companyName}</dt>
                <dd>{siteConfig.legalName}</dd>
                <dt className="font-semibold text-primary">{labels.organisationNumber}</dt>
                <dd>{siteConfig.organisationNumber}</dd>
                <dt className="font-semibold text-primary">{labels.address}</dt>
                <dd>{formatAddress(locale)}</dd>
                <dt className="font-semibold text-primary">{labels.email}</dt>
                <dd>
                  <a
                    href={`mailto:${siteConfig.email}`}
                    className="font-semibold text-orange-700 underline underline-offset-4"
                  >
                    {siteConfig.email}
                  </a>
                </dd>
              </dl>
            </section>
          )}
        </Container>
      </article>
    </>
  );
}
