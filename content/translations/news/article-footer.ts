// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../../sv/news/article-footer';

/** The words of content/news/article-footer.ts in every language but English, for `inLocale`. */
export const newsArticleFooterTranslations = { sv };
