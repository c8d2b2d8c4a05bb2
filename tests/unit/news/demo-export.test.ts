/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Document } from '@contentful/rich-text-types';
import sharp from 'sharp';
import demoExport from '@/content/news/space-export.json';
import { contentfulLocale, prefixedLocales } from '@/lib/i18n';
import { demoSource } from '@/lib/news/demo-source';
import type { SpaceExport } from '@/lib/news/space-export';

type Node = {
  nodeType: string;
  value?: string;
  marks?: { type: string }[];
  data?: { uri?: string; target?: { sys: { id: string } } };
  content?: Node[];
};
const data = demoExport as unknown as SpaceExport & {
  contentTypes: { sys: { id: string }; fields: { id: string }[] }[];
};
const locale = 'en-US';
const field = (entry: SpaceExport['entries'][number], name: string) => entry.fields[name]?.[locale];
const posts = data.entries.filter((entry) => entry.sys.contentType?.sys.id === 'pageBlogPost');
const published = posts.filter((entry) => entry.sys.publishedVersion !== undefined);

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  node.content?.forEach((child) => walk(child, visit));
}

describe('the demo space export (content/news/space-export.json)', () => {
  it('has the content model the site reads', () => {
    const model = Object.fromEntries(
      data.contentTypes.map((type) => [type.sys.id, type.fields.map((f) => f.id)]),
    );
    expect(model.pageBlogPost).toEqual(
      expect.arrayContaining([
        'title',
        'slug',
        'shortDescription',
        'publishedDate',
        'author',
        'featuredImage',
        'content',
        'seoFields',
        'relatedBlogPosts',
      ]),
    );
    expect(model.componentAuthor).toEqual(expect.arrayContaining(['name', 'avatar']));
    expect(model.componentRichImage).toEqual(
      expect.arrayContaining(['image', 'caption', 'fullWidth']),
    );
    expect(model.componentSeo).toEqual(
      expect.arrayContaining([
        'pageTitle',
        'pageDescription',
        'canonicalUrl',
        'noindex',
        'nofollow',
        'shareImages',
      ]),
    );
  });

  it('is what its source writes (npm run news:export)', () => {
    const written = execFileSync(process.execPath, ['scripts/build-space-export.ts', '--stdout'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(written === readFileSync('content/news/space-export.json', 'utf8')).toBe(true);
  });

  it('is in the space-export shape contentful-import reads, with a locale for every language', () => {
    const [first, ...others] = data.locales;
    expect(first).toEqual(expect.objectContaining({ code: locale, default: true }));
    expect(others.map((other) => other.code).sort()).toEqual(
      prefixedLocales.map((other) => contentfulLocale[other]).sort(),
    );
    for (const other of others) {
      expect(other).toEqual(expect.objectContaining({ default: false, fallbackCode: locale }));
    }
    const localized = new Map(
      data.contentTypes.map((type) => [
        type.sys.id,
        new Set(
          type.fields.filter((f) => (f as { localized?: boolean }).localized).map((f) => f.id),
        ),
      ]),
    );
    for (const record of [...data.entries, ...data.assets]) {
      expect(record.sys.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      for (const [name, values] of Object.entries(record.fields)) {
        const codes = Object.keys(values ?? {});
        expect(codes[0]).toBe(locale);
        // Only localized fields (every asset field is) carry a Swedish value.
        if (codes.includes('sv-SE') && record.sys.contentType)
          expect([record.sys.id, localized.get(record.sys.contentType.sys.id)?.has(name)]).toEqual([
            record.sys.id,
            true,
          ]);
        expect(codes.every((code) => code === locale || code === 'sv-SE')).toBe(true);
      }
    }
    const types = new Map(
      data.contentTypes.map((type) => [type.sys.id, new Set(type.fields.map((f) => f.id))]),
    );
    for (const entry of data.entries) {
      const fields = types.get(entry.sys.contentType?.sys.id ?? '');
      expect(fields).toBeDefined();
      for (const name of Object.keys(entry.fields)) expect(fields?.has(name)).toBe(true);
    }
  });

  it('has Swedish posts, each translated, and one published in English only', async () => {
    const english = demoSource();
    const swedish = demoSource(undefined, 'sv');
    const post = await swedish.getPost('month-end-close-in-five-days');
    expect(post?.title).toBe('Bokslut på fem dagar');
    expect(post?.featuredImage?.alt).toMatch(/^En tavla i fem kolumner/);
    const netsuite = await swedish.getPost('netsuite-oneworld-nordic-subsidiaries');
    expect(netsuite?.title).toMatch(/^NetSuite OneWorld för nordiska dotterbolag/);
    expect(netsuite?.seo.pageTitle).toBe('NetSuite OneWorld för nordiska dotterbolag');
    // Published in English only: not in the Swedish index, not served in Swedish.
    const slugs = async (source: typeof english) =>
      (await source.postRefs(0)).refs.map((ref) => ref.slug);
    expect(await slugs(english)).toContain('nordic-payroll-one-process');
    expect(await slugs(swedish)).not.toContain('nordic-payroll-one-process');
    expect(await swedish.getPost('nordic-payroll-one-process')).toBeNull();
    // Every post published in Swedish has a Swedish title and card text.
    const refs = (await swedish.postRefs(0)).refs;
    const cards = await swedish.getSummaries(refs.map((ref) => ref.id));
    const englishCards = await english.getSummaries(refs.map((ref) => ref.id));
    const translated = cards.filter(
      (card, index) =>
        card.title !== englishCards[index]?.title &&
        card.shortDescription !== englishCards[index]?.shortDescription,
    );
    expect(translated.length).toBe(refs.length);
  });

  it('has at least six published posts of 250-600 words with unique slugs', () => {
    expect(published.length).toBeGreaterThanOrEqual(6);
    const slugs = published.map((entry) => field(entry, 'slug'));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const entry of published) {
      let words = 0;
      walk(field(entry, 'content') as Node, (node) => {
        if (node.value) words += node.value.split(/\s+/).filter(Boolean).length;
      });
      expect([field(entry, 'slug'), words >= 250 && words <= 600]).toEqual([
        field(entry, 'slug'),
        true,
      ]);
    }
  });

  it('uses every rich-text element between its posts', () => {
    const seen = new Set<string>();
    for (const entry of posts) {
      walk(field(entry, 'content') as Node, (node) => {
        seen.add(node.nodeType);
        node.marks?.forEach((mark) => seen.add(`mark:${mark.type}`));
        if (node.value?.includes('\n')) seen.add('line-break');
        if (node.nodeType === 'hyperlink' && node.data?.uri?.startsWith('javascript:'))
          seen.add('unsafe-link');
        if (node.nodeType === 'embedded-entry-block')
          seen.add(`embed:${node.data?.target?.sys.id}`);
      });
    }
    const elements = [
      'paragraph',
      'heading-1',
      'heading-2',
      'heading-3',
      'heading-4',
      'heading-5',
      'heading-6',
      'ordered-list',
      'unordered-list',
      'blockquote',
      'hr',
      'table',
      'table-header-cell',
      'table-cell',
      'embedded-asset-block',
      'embedded-entry-block',
      'hyperlink',
      'mark:bold',
      'mark:italic',
      'mark:underline',
      'mark:code',
      'line-break',
      'unsafe-link',
      'embed:richCloseTimeline',
      'embed:richPeppolFlow',
      'embed:authorMaria',
    ];
    expect(elements.filter((element) => !seen.has(element))).toEqual([]);
  });

  it('has SEO entries with a noindex, a nofollow, a canonical URL and share images', () => {
    const seo = data.entries.filter((entry) => entry.sys.contentType?.sys.id === 'componentSeo');
    expect(seo.some((entry) => field(entry, 'noindex') === true)).toBe(true);
    expect(seo.some((entry) => field(entry, 'nofollow') === true)).toBe(true);
    expect(seo.some((entry) => typeof field(entry, 'canonicalUrl') === 'string')).toBe(true);
    expect(seo.some((entry) => Array.isArray(field(entry, 'shareImages')))).toBe(true);
  });

  it('has an unpublished draft for previews', () => {
    expect(posts.length).toBeGreaterThan(published.length);
  });

  it('points every asset at a small file of ours under public/, in each locale', async () => {
    type File = { url: string; details: { image: { width: number; height: number } } };
    for (const asset of data.assets) {
      const files = asset.fields.file as Record<string, File>;
      for (const file of Object.values(files)) {
        const onDisk = path.join(process.cwd(), 'public', file.url);
        expect(existsSync(onDisk)).toBe(true);
        expect(statSync(onDisk).size).toBeLessThan(60 * 1024);
        // The file is the size the export states, and a Swedish drawing the English one's.
        const { width, height } = await sharp(onDisk).metadata();
        expect([file.url, { width, height }]).toEqual([file.url, file.details.image]);
        expect(file.details).toEqual(files[locale]?.details);
      }
      if (files['sv-SE']) expect(files['sv-SE'].url).toMatch(/^\/news\/images\/sv\//);
      expect(field(asset, 'description')).toEqual(expect.any(String));
    }
  });

  it('feeds the demo source: every published post renders, newest first', async () => {
    const source = demoSource();
    const list = (await source.postRefs(0)).refs;
    expect(list).toHaveLength(published.length);
    const cards = await source.getSummaries(list.map((ref) => ref.id));
    expect(cards.map((card) => card.slug)).toEqual(list.map((ref) => ref.slug));
    expect([...list].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))).toEqual(list);
    for (const summary of list) {
      const post = await source.getPost(summary.slug);
      expect((post?.content as Document | undefined)?.nodeType).toBe('document');
    }
    expect(await source.getPost('year-end-checklist-2026')).toBeNull();
  });
});
