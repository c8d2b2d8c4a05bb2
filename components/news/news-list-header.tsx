import type { ReactNode } from 'react';
import { Eyebrow } from '@/components/marketing/eyebrow';
import { Container } from '@/components/ui/container';
import type * as en from '@/content/news/page';

/** The news list's words in one language (content/news/page.ts, in a language by `inLocale`). */
export type NewsPageCopy = typeof en.newsPage;

/** What the band reads: the phrases for page n only where there is one (not on error pages). */
type NewsListHeaderCopy = Pick<NewsPageCopy, 'eyebrow' | 'heading' | 'intro'> &
  Partial<Pick<NewsPageCopy, 'headingPage' | 'pageOf'>>;

type NewsListHeaderProps = {
  copy: NewsListHeaderCopy;
  /** Page n of the list; 1 (or none, for the error and preview pages) opens on the intro alone. */
  page?: number;
  pageCount?: number;
  /** The posts, the empty or the error message, and the pagination, under the intro. */
  children: ReactNode;
};

/**
 * The news list's band: eyebrow, h1 and intro over what the list shows. /news, /news/page/{n},
 * the list's error page and its draft preview all open with it.
 */
export function NewsListHeader({
  copy: newsPage,
  page = 1,
  pageCount = 1,
  children,
}: NewsListHeaderProps) {
  return (
    <section className="bg-gradient-to-b from-primary-50 to-white pt-header pb-20">
      <Container>
        <Eyebrow className="hero-stagger-1">{newsPage.eyebrow}</Eyebrow>
        <h1 className="hero-stagger-2 mt-3 text-4xl font-bold text-primary sm:text-5xl">
          {newsPage.heading}
          {page > 1 && <span className="sr-only">{newsPage.headingPage?.(page)}</span>}
        </h1>
        <p className="hero-stagger-3 mt-4 max-w-2xl text-lg text-neutral-700">
          {page > 1 ? newsPage.pageOf?.(page, pageCount) : ''}
          {newsPage.intro}
        </p>
        {children}
      </Container>
    </section>
  );
}

/** The list's message when it has no posts. */
export function NoPosts({ copy: newsPage }: { copy: { empty: string } }) {
  return <p className="mt-12 text-lg text-neutral-700">{newsPage.empty}</p>;
}
