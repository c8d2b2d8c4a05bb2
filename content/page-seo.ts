import {
  pageMetadata as metadataOf,
  pageSeo as seoOf,
  type PageImage,
  type PageMeta,
  type PageMetadataInput,
  type PageSeo,
} from '@/lib/metadata';
import { inLocale, type Locale } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import { socialImage } from '@/lib/social-image';
import * as siteEn from './site';
import { translations } from './words';

export type { PageSeo };

/**
 * The site's social image in `locale`: it says the tagline in that language (in English while
 * the language has no image of its own), and its alt text says what the image says.
 */
function siteImage(locale: Locale): PageImage {
  const social = socialImage(locale);
  const { tagline } = inLocale(social.locale, siteEn, translations.site).siteCopy;
  return { url: social.path, width: 1200, height: 630, alt: `${siteConfig.name}: ${tagline}` };
}

/** A page's metadata (lib/metadata.ts), the site's social image shown where it has none. */
export function pageMetadata(input: Omit<PageMetadataInput, 'siteImage'>) {
  return metadataOf({ ...input, siteImage: siteImage(input.locale) });
}

/** A page's metadata and JSON-LD (lib/metadata.ts), with the site's social image. */
export function pageSeo(
  page: PageMeta,
  locale: Locale,
  more?: Parameters<typeof seoOf>[3],
): PageSeo {
  return seoOf(page, locale, siteImage(locale), more);
}
