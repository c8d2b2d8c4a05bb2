import { absoluteUrl } from '@/lib/env';
import { defaultLocale, htmlLang, localizedPath, type Locale } from '@/lib/i18n';
import { isoDateTime } from './format';
import type { PostSummary } from './types';
import { newsPostPath } from '@/lib/routes';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/** An RSS 2.0 document for the given posts (newest first, as given), in `locale`. */
export function rssFeed(feed: {
  title: string;
  description: string;
  link: string;
  feedUrl: string;
  items: PostSummary[];
  /** The feed's language: its `<language>` and the links of its items. English by default. */
  locale?: Locale;
}): string {
  const locale = feed.locale ?? defaultLocale;
  const items = feed.items.map((post) => {
    const url = absoluteUrl(localizedPath(newsPostPath(post.slug), locale));
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(isoDateTime(post.publishedDate)).toUTCString()}</pubDate>`,
      post.shortDescription
        ? `      <description>${escapeXml(post.shortDescription)}</description>`
        : '',
      post.author ? `      <dc:creator>${escapeXml(post.author.name)}</dc:creator>` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(feed.link)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    `    <language>${htmlLang[locale]}</language>`,
    `    <atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
