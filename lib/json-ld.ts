import type { FAQPage, NewsArticle, Organization, Service, WebPage, WithContext } from 'schema-dts';
import { absoluteUrl } from './env';
import { htmlLang, localizedPath, type Locale } from './i18n';
import { siteConfig } from './site-config';
import { socialImage } from './social-image';

/** Typed builders for the structured data our pages carry. */

const organizationId = () => absoluteUrl('/#organization');

export function organizationJsonLd(): WithContext<Organization> {
  const { address } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(siteConfig.logoPath),
    email: siteConfig.email,
    telephone: siteConfig.phone,
    foundingDate: String(siteConfig.foundingYear),
    taxID: siteConfig.organisationNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.streetAddress,
      postalCode: address.postalCode,
      addressLocality: address.locality,
      addressCountry: address.countryCode,
    },
  };
}

/** A page's WebPage node; `path` is the English path, the node names the twin in `locale`. */
export function webPageJsonLd(
  page: { title: string; description: string; path: string },
  locale: Locale,
): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: absoluteUrl(localizedPath(page.path, locale)),
    inLanguage: htmlLang[locale],
    isPartOf: { '@type': 'WebSite', name: siteConfig.name, url: absoluteUrl('/') },
    publisher: { '@id': organizationId() },
  };
}

export function serviceJsonLd(service: {
  name: string;
  description: string;
  path: string;
  serviceType?: string;
  locale: Locale;
}): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: absoluteUrl(localizedPath(service.path, service.locale)),
    serviceType: service.serviceType ?? service.name,
    provider: { '@id': organizationId() },
    areaServed: ['SE', 'NO', 'FI', 'DK', 'DE', 'GB', 'US'].map((code) => ({
      '@type': 'Country' as const,
      name: code,
    })),
  };
}

export function faqPageJsonLd(
  faqs: readonly { question: string; answer: string }[],
  locale: Locale,
): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: htmlLang[locale],
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question' as const,
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: faq.answer },
    })),
  };
}

export function newsArticleJsonLd(article: {
  headline: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified?: string;
  authorName?: string;
  image?: string;
  /** The path is the article's own, in its language. */
  locale: Locale;
}): WithContext<NewsArticle> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    inLanguage: htmlLang[article.locale],
    headline: article.headline,
    description: article.description,
    url: absoluteUrl(article.path),
    mainEntityOfPage: absoluteUrl(article.path),
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    author: article.authorName
      ? { '@type': 'Person', name: article.authorName }
      : { '@id': organizationId() },
    image: article.image ? [article.image] : [absoluteUrl(socialImage(article.locale).path)],
    publisher: {
      '@type': 'Organization',
      name: siteConfig.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(siteConfig.logoPath) },
    },
  };
}
