import * as newsEn from '@/content/news/page';
import * as siteEn from '@/content/site';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';

/**
 * The words the news views show (ArticleView and the RichText, RelatedPosts and PostCard in
 * it), in one language. A server page picks them and hands them down, so the Live Preview's
 * client components, which render the same views, ship these words and no words module.
 */
export type NewsWords = {
  newsEyebrow: string;
  published: string;
  readMore: string;
  relatedArticles: string;
  table: string;
  opensInNewTab: string;
};

/** The news views' words in `locale`: for server components only. */
export function newsWords(locale: Locale): NewsWords {
  const { newsEyebrow, readMore, relatedArticles, table, opensInNewTab } = inLocale(
    locale,
    siteEn,
    translations.site,
  ).siteCopy;
  const { published } = inLocale(locale, newsEn, translations.newsPage).newsPage;
  return { newsEyebrow, published, readMore, relatedArticles, table, opensInNewTab };
}
