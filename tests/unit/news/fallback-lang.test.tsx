/**
 * A field shown in its fallback language (English on a Swedish page, where nobody translated
 * it) is known per field from the news layer up, and carries `lang` where a page shows it.
 */
import { render, screen } from '@testing-library/react';
import { ArticleView } from '@/components/news/article-view';
import { newsWords } from '@/components/news/news-words';
import { PostCard } from '@/components/news/post-card';
import demoExport from '@/content/news/space-export.json';
import { demoSource } from '@/lib/news/demo-source';
import { localizedFields } from '@/lib/news/raw-types';
import type { SpaceExport } from '@/lib/news/space-export';

/**
 * The demo space with its English-only post published in Swedish too, its title translated and
 * nothing else (a half-done translation), and its image's alt text left in English.
 */
function halfTranslated(): SpaceExport {
  const data = JSON.parse(JSON.stringify(demoExport)) as SpaceExport;
  const post = data.entries.find((entry) => entry.sys.id === 'postNordicPayroll');
  const asset = data.assets.find((entry) => entry.sys.id === 'imgNordicPayroll');
  if (!post?.fields.title || !asset) throw new Error('the demo space changed');
  post.sys.fieldStatus = { '*': { 'en-US': 'published', 'sv-SE': 'published' } };
  post.fields.title['sv-SE'] = 'En löneprocess för fyra nordiska länder';
  delete post.fields.shortDescription?.['sv-SE'];
  delete post.fields.content?.['sv-SE'];
  delete asset.fields.description?.['sv-SE'];
  delete asset.fields.title?.['sv-SE'];
  return data;
}

describe('fields in their fallback language', () => {
  it('can only be the fields the content model translates', () => {
    for (const type of demoExport.contentTypes) {
      const translated = type.fields.filter((field) => field.localized).map((field) => field.id);
      expect([type.sys.id, localizedFields[type.sys.id] ?? []]).toEqual([type.sys.id, translated]);
    }
  });

  it('are known per field: a translated one has none, an untranslated one its language', async () => {
    const post = await demoSource(halfTranslated(), 'sv').getPost('nordic-payroll-one-process');
    expect(post?.title).toBe('En löneprocess för fyra nordiska länder');
    expect(post?.titleLang).toBeUndefined();
    expect(post?.shortDescriptionLang).toBe('en');
    expect(post?.contentLang).toBe('en');
    expect(post?.featuredImage?.altLang).toBe('en');
    // A name is not translated at all (not localized in the model): never a fallback.
    expect(post?.author?.name).toBeTruthy();
    expect(post?.author?.nameLang).toBeUndefined();
  });

  it('are none in the default language, nor in a fully translated post', async () => {
    const english = await demoSource(halfTranslated(), 'en').getPost('nordic-payroll-one-process');
    const translated = await demoSource(undefined, 'sv').getPost('month-end-close-in-five-days');
    for (const post of [english, translated]) {
      expect(post).toBeTruthy();
      expect(post?.titleLang).toBeUndefined();
      expect(post?.shortDescriptionLang).toBeUndefined();
      expect(post?.contentLang).toBeUndefined();
      expect(post?.featuredImage?.altLang).toBeUndefined();
    }
  });

  it('carry lang="en" on a Swedish card and article, and nothing else does', async () => {
    const source = demoSource(halfTranslated(), 'sv');
    const post = await source.getPost('nordic-payroll-one-process');
    if (!post) throw new Error('no post');
    const card = render(<PostCard post={post} locale="sv" words={newsWords('sv')} />);
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    expect(screen.getByText(post.shortDescription ?? '')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('img', { name: post.featuredImage?.alt })).toHaveAttribute(
      'lang',
      'en',
    );
    card.unmount();

    const { container } = render(<ArticleView post={post} locale="sv" words={newsWords('sv')} />);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
    const body = container.querySelector('[lang="en"] p');
    expect(body?.closest('[lang]')).toHaveAttribute('lang', 'en');
    // Every related post is a Swedish one: its title has no lang of its own.
    for (const related of post.related) {
      expect(screen.getByText(related.title)).not.toHaveAttribute('lang');
    }
  });

  it('carry lang="en" on an untranslated title, in the card and the article', async () => {
    const data = halfTranslated();
    const post = data.entries.find((entry) => entry.sys.id === 'postNordicPayroll');
    delete post?.fields.title?.['sv-SE'];
    const shown = await demoSource(data, 'sv').getPost('nordic-payroll-one-process');
    if (!shown) throw new Error('no post');
    const card = render(<PostCard post={shown} locale="sv" words={newsWords('sv')} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    card.unmount();
    render(<ArticleView post={shown} locale="sv" words={newsWords('sv')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  });
});
