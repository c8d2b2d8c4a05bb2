import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import type { RawAsset, RawBlogPost } from '@/lib/news/raw-types';
import {
  normaliseAssetUrl,
  reshapeCanonicalUrl,
  reshapeDocument,
  reshapePost,
  reshapePostList,
  reshapePostRef,
  reshapeSummary,
} from '@/lib/news/reshape';

const sys = (id: string, contentType?: string) => ({
  id,
  type: 'Entry',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-02-01T00:00:00Z',
  ...(contentType ? { contentType: { sys: { id: contentType } } } : {}),
});
const asset = (id: string, fields: RawAsset['fields']): RawAsset => ({
  sys: { id, type: 'Asset' },
  fields,
});
const link = (id: string, linkType = 'Entry') => ({ sys: { type: 'Link' as const, linkType, id } });
const image = asset('img', {
  title: 'Title text',
  description: 'Description text',
  file: {
    url: '//images.ctfassets.net/space/img/abc/photo.jpg',
    details: { image: { width: 800, height: 600 } },
  },
});

const fullPost: RawBlogPost = {
  sys: sys('post1', 'pageBlogPost'),
  fields: {
    title: ' A title ',
    slug: 'a-title',
    shortDescription: 'Short.',
    publishedDate: '2026-03-04',
    author: { sys: sys('author', 'componentAuthor'), fields: { name: 'Astrid', avatar: image } },
    featuredImage: image,
    seoFields: {
      sys: sys('seo', 'componentSeo'),
      fields: {
        pageTitle: 'SEO title',
        pageDescription: 'SEO description',
        canonicalUrl: 'https://example.com/a',
        noindex: true,
        nofollow: true,
        shareImages: [link('gone', 'Asset'), image],
      },
    },
    relatedBlogPosts: [
      {
        sys: sys('post2', 'pageBlogPost'),
        fields: { title: 'Other', slug: 'other', publishedDate: '2026-01-01' },
      },
      { sys: sys('post3', 'pageBlogPost'), fields: { title: 'No slug' } },
      { sys: sys('post4', 'pageBlogPost'), fields: { slug: 'no-title' } },
      link('unpublished'),
    ],
    content: { nodeType: BLOCKS.DOCUMENT, data: {}, content: [] } as Document,
  },
};

describe('reshapePost', () => {
  it('maps every field', () => {
    const post = reshapePost(fullPost);
    expect(post).toMatchObject({
      id: 'post1',
      slug: 'a-title',
      title: 'A title',
      shortDescription: 'Short.',
      publishedDate: '2026-03-04',
      updatedAt: '2026-02-01T00:00:00Z',
      noindex: true,
      author: {
        name: 'Astrid',
        avatar: {
          url: 'https://images.ctfassets.net/space/img/abc/photo.jpg',
          origin: 'contentful',
          alt: 'Description text',
        },
      },
      featuredImage: { width: 800, height: 600 },
      seo: {
        pageTitle: 'SEO title',
        pageDescription: 'SEO description',
        canonicalUrl: 'https://example.com/a',
        noindex: true,
        nofollow: true,
      },
    });
    expect(post?.seo.shareImages).toHaveLength(1);
    expect(post?.content).toEqual({ nodeType: 'document', data: {}, content: [] });
  });

  it('drops related posts without a title or slug, and unresolved ones', () => {
    expect(reshapePost(fullPost)?.related.map((related) => related.slug)).toEqual(['other']);
  });

  it('survives missing optional fields and unresolved links', () => {
    const post = reshapePost({
      sys: sys('bare', 'pageBlogPost'),
      fields: {
        title: 'Bare',
        slug: 'bare',
        author: link('nobody'),
        featuredImage: link('gone', 'Asset'),
        seoFields: link('x'),
      },
    });
    expect(post).toEqual({
      id: 'bare',
      slug: 'bare',
      title: 'Bare',
      shortDescription: undefined,
      publishedDate: '2026-01-01T00:00:00Z',
      updatedAt: '2026-02-01T00:00:00Z',
      author: undefined,
      featuredImage: undefined,
      noindex: false,
      content: undefined,
      seo: {
        noindex: false,
        nofollow: false,
        shareImages: [],
        pageTitle: undefined,
        pageDescription: undefined,
        canonicalUrl: undefined,
      },
      related: [],
    });
  });

  it('drops an author without a name and an asset without a file', () => {
    const post = reshapePost({
      sys: sys('p', 'pageBlogPost'),
      fields: {
        title: 'T',
        slug: 't',
        author: { sys: sys('a', 'componentAuthor'), fields: {} },
        featuredImage: asset('x', { title: 'No file' }),
      },
    });
    expect(post?.author).toBeUndefined();
    expect(post?.featuredImage).toBeUndefined();
  });

  it('falls back to the asset title for alt text, then to empty', () => {
    const titled = asset('t', { title: 'Only a title', file: { url: '/news/images/x.webp' } });
    const bare = asset('b', { file: { url: '/news/images/y.webp' } });
    expect(
      reshapePost({ ...fullPost, fields: { ...fullPost.fields, featuredImage: titled } })
        ?.featuredImage,
    ).toMatchObject({
      alt: 'Only a title',
      origin: 'local',
      url: '/news/images/x.webp',
    });
    expect(
      reshapePost({ ...fullPost, fields: { ...fullPost.fields, featuredImage: bare } })
        ?.featuredImage?.alt,
    ).toBe('');
  });
});

describe('reshapePostList', () => {
  it('sorts newest first and hides cards without a slug', () => {
    const entry = (id: string, slug: string | undefined, date: string): RawBlogPost => ({
      sys: sys(id, 'pageBlogPost'),
      fields: { title: id, slug, publishedDate: date },
    });
    const list = reshapePostList([
      entry('old', 'old', '2025-01-01'),
      entry('none', undefined, '2027-01-01'),
      entry('new', 'new', '2026-06-01'),
    ]);
    expect(list.map((post) => post.slug)).toEqual(['new', 'old']);
  });

  it('returns undefined for a link', () => {
    expect(reshapeSummary(link('x'))).toBeUndefined();
  });
});

describe('reshapePostRef', () => {
  it('names what the post shows, once each, and reads SEO from the resolved entry', () => {
    expect(reshapePostRef(fullPost)).toEqual({
      id: 'post1',
      slug: 'a-title',
      publishedDate: '2026-03-04',
      updatedAt: '2026-02-01T00:00:00Z',
      noindex: true,
      canonicalUrl: 'https://example.com/a',
      dependsOn: ['author', 'img', 'seo', 'post2', 'post3', 'post4', 'unpublished'],
    });
  });

  it('takes SEO read apart over an unresolved link', () => {
    const post = { ...fullPost, fields: { ...fullPost.fields, seoFields: link('seo') } };
    expect(reshapePostRef(post)).toMatchObject({ noindex: false, canonicalUrl: undefined });
    expect(
      reshapePostRef(post, { noindex: true, canonicalUrl: ' https://example.com/b ' }),
    ).toMatchObject({ noindex: true, canonicalUrl: 'https://example.com/b' });
  });

  it('leaves out a post without a slug or a title', () => {
    expect(
      reshapePostRef({ ...fullPost, fields: { ...fullPost.fields, slug: ' ' } }),
    ).toBeUndefined();
    expect(
      reshapePostRef({ ...fullPost, fields: { ...fullPost.fields, title: undefined } }),
    ).toBeUndefined();
  });
});

describe('reshapeCanonicalUrl', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    [' http://example.com ', 'http://example.com/'],
    ['https://www.solvik.example/news/a-title', 'https://www.solvik.example/news/a-title'],
  ])('keeps the absolute http(s) URL %j', (raw, kept) => {
    expect(reshapeCanonicalUrl(raw, 'post1')).toBe(kept);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    'http://',
    'https://',
    'javascript:alert(1)',
    '/relative',
    'relative/path',
    'ftp://x',
    'mailto:a@example.com',
    'data:text/html,x',
    '//example.com/a',
  ])('drops %j and says so once per post', (raw) => {
    expect(reshapeCanonicalUrl(raw, `post-${raw}`)).toBeUndefined();
    expect(reshapeCanonicalUrl(raw, `post-${raw}`)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`post-${raw}`);
  });

  it('ignores empty values without a warning', () => {
    expect(reshapeCanonicalUrl(undefined, 'p')).toBeUndefined();
    expect(reshapeCanonicalUrl('  ', 'p')).toBeUndefined();
    expect(reshapeCanonicalUrl(42, 'p')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves a post with a bad canonical on its own URL, in the summary and the SEO fields', () => {
    const seoFields = fullPost.fields.seoFields as { fields: Record<string, unknown> };
    const post = reshapePost({
      ...fullPost,
      sys: sys('post-bad-canonical', 'pageBlogPost'),
      fields: {
        ...fullPost.fields,
        seoFields: {
          ...seoFields,
          fields: { ...seoFields.fields, canonicalUrl: 'javascript:alert(1)' },
        },
      } as RawBlogPost['fields'],
    });
    expect(post?.canonicalUrl).toBeUndefined();
    expect(post?.seo.canonicalUrl).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('normaliseAssetUrl', () => {
  it.each([
    ['//images.ctfassets.net/a.jpg', 'https://images.ctfassets.net/a.jpg'],
    ['http://images.ctfassets.net/a.jpg', 'https://images.ctfassets.net/a.jpg'],
    ['https://images.ctfassets.net/a.jpg', 'https://images.ctfassets.net/a.jpg'],
    ['/news/images/a.webp', '/news/images/a.webp'],
  ])('%s → %s', (input, output) => expect(normaliseAssetUrl(input)).toBe(output));
});

describe('reshapeDocument', () => {
  it('replaces embedded targets with app shapes', () => {
    const richImage = {
      sys: sys('rich', 'componentRichImage'),
      fields: { image, caption: 'Caption', fullWidth: true },
    };
    const document = {
      nodeType: BLOCKS.DOCUMENT,
      data: {},
      content: [
        { nodeType: BLOCKS.EMBEDDED_ENTRY, data: { target: richImage }, content: [] },
        {
          nodeType: BLOCKS.EMBEDDED_ENTRY,
          data: { target: { sys: sys('a', 'componentAuthor'), fields: { name: 'x' } } },
          content: [],
        },
        { nodeType: BLOCKS.EMBEDDED_ENTRY, data: { target: link('missing') }, content: [] },
        { nodeType: BLOCKS.EMBEDDED_ASSET, data: { target: image }, content: [] },
        {
          nodeType: BLOCKS.PARAGRAPH,
          data: {},
          content: [
            {
              nodeType: INLINES.ENTRY_HYPERLINK,
              data: { target: fullPost },
              content: [{ nodeType: 'text', value: 'see', marks: [], data: {} }],
            },
          ],
        },
      ],
    } as unknown as Document;
    const targets = reshapeDocument(document).content.map((node) => node.data.target as unknown);
    expect(targets[0]).toEqual({
      kind: 'richImage',
      richImage: {
        image: expect.objectContaining({ alt: 'Description text' }),
        caption: 'Caption',
        fullWidth: true,
      },
    });
    expect(targets[1]).toEqual({ kind: 'none' });
    expect(targets[2]).toEqual({ kind: 'none' });
    expect(targets[3]).toMatchObject({
      kind: 'asset',
      image: { url: 'https://images.ctfassets.net/space/img/abc/photo.jpg' },
    });
    const paragraph = reshapeDocument(document).content[4];
    const hyperlink = paragraph?.content[0];
    expect(hyperlink && 'data' in hyperlink ? hyperlink.data.target : undefined).toEqual({
      kind: 'post',
      slug: 'a-title',
      title: 'A title',
    });
  });
});
