import { ArrowLeft } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import * as en from '@/content/news/article-footer';
import { translations } from '@/content/words';
import { HeroActions } from '@/components/marketing/hero-actions';
import { inLocale, type Locale } from '@/lib/i18n';

/** The end of an article: back to the list, or on to a conversation with us. */
export function ArticleFooter({ locale }: { locale: Locale }) {
  const { back, cta } = inLocale(locale, en, translations.newsArticleFooter).articleFooter;
  return (
    <div className="mt-16 border-t border-neutral-200 pt-10">
      <aside
        aria-labelledby="article-cta-heading"
        className="rounded-card bg-primary px-6 py-8 text-center sm:px-10"
      >
        <h2 id="article-cta-heading" className="text-2xl font-bold text-white">
          {cta.title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-neutral-200">{cta.description}</p>
        <div className="mt-6 flex justify-center">
          <HeroActions actions={cta.actions} on="dark" size="md" />
        </div>
      </aside>
      <Link
        href={back.href}
        className="mt-8 inline-flex items-center gap-2 font-heading font-bold text-orange-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
    </div>
  );
}
