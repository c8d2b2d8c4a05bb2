/** @jest-environment node */
import type { Post } from '@/lib/news';
import { plainText, postDocument } from '@/lib/search/post-documents';
import { sectionOf } from '@/lib/search/sections';

describe('sectionOf', () => {
  it('groups paths as the menu does, in both languages', () => {
    expect(sectionOf('/services/global-payroll')).toBe('services');
    expect(sectionOf('/sv/services')).toBe('services');
    expect(sectionOf('/tech-solution/expense')).toBe('platform');
    expect(sectionOf('/sv/tech-solution/netsuite')).toBe('services');
    expect(sectionOf('/customers/kvarnby-software')).toBe('customers');
    expect(sectionOf('/sv/news/month-end-close-in-five-days')).toBe('news');
    expect(sectionOf('/contact')).toBe('contact');
    expect(sectionOf('/sv/cookies')).toBe('legal');
    expect(sectionOf('/')).toBe('company');
    expect(sectionOf('/sv')).toBe('company');
    expect(sectionOf('/about')).toBe('company');
  });
});

describe('postDocument', () => {
  const post = {
    id: 'postMonthEnd',
    slug: 'month-end-close-in-five-days',
    title: 'Bokslut på fem dagar',
    shortDescription: 'Så gör vi.',
    publishedDate: '2026-10-01',
    updatedAt: '2026-10-02T08:00:00Z',
    author: { name: 'Astrid Berg' },
    noindex: false,
    seo: {
      pageDescription: 'Så stänger Solvik månaden på fem dagar.',
      noindex: false,
      nofollow: false,
      shareImages: [],
    },
    related: [],
    content: {
      nodeType: 'document',
      data: {},
      content: [
        {
          nodeType: 'heading-2',
          data: {},
          content: [{ nodeType: 'text', value: 'Dag ett', marks: [], data: {} }],
        },
        {
          nodeType: 'paragraph',
          data: {},
          content: [
            { nodeType: 'text', value: 'Vi stämmer', marks: [], data: {} },
            { nodeType: 'text', value: ' av banken.', marks: [{ type: 'bold' }], data: {} },
          ],
        },
        { nodeType: 'embedded-asset-block', data: { target: {} }, content: [] },
        {
          nodeType: 'embedded-entry-block',
          data: {
            target: {
              kind: 'richImage',
              richImage: { image: {}, caption: 'Fem dagar i bild.', fullWidth: false },
            },
          },
          content: [],
        },
      ],
    },
  } as unknown as Post;

  it("reads a rich-text body as words, blocks apart, with its images' captions", () => {
    expect(plainText(post.content)).toBe('Dag ett Vi stämmer av banken. Fem dagar i bild.');
    expect(plainText(undefined)).toBe('');
  });

  it('puts a Swedish post under /sv with its descriptions, author and date', () => {
    expect(postDocument(post, 'sv')).toEqual({
      id: 'post:postMonthEnd',
      kind: 'post',
      path: '/sv/news/month-end-close-in-five-days',
      title: 'Bokslut på fem dagar',
      headings: 'Så gör vi. \n Så stänger Solvik månaden på fem dagar.',
      body: 'Dag ett Vi stämmer av banken. Fem dagar i bild.',
      author: 'Astrid Berg',
      section: 'news',
      date: '2026-10-01',
    });
    expect(postDocument(post, 'en').path).toBe('/news/month-end-close-in-five-days');
    const same = { ...post, seo: { ...post.seo, pageDescription: 'Så gör vi.' } };
    expect(postDocument(same, 'sv').headings).toBe('Så gör vi.');
  });
});
