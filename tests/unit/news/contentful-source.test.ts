/** @jest-environment node */
import { readNewsConfig, type ContentfulConfig } from '@/lib/news/config';
import cmsEnv from '@/tests/fake-cda/cms-env.json';
import { contentfulSource } from '@/lib/news/contentful-source';
import { demoSource } from '@/lib/news/demo-source';
import { startFakeCda } from './fake-cda';

// The real `contentful` client against tests/fake-cda/server.mjs.
let fake: Awaited<ReturnType<typeof startFakeCda>>;
let config: ContentfulConfig;

const control = (path: string, body: unknown = {}) =>
  fetch(`${fake.origin}/__control/${path}`, { method: 'POST', body: JSON.stringify(body) });

beforeAll(async () => {
  fake = await startFakeCda();
  const read = readNewsConfig({ ...cmsEnv, CONTENTFUL_HOST: fake.host });
  if (read.source !== 'contentful') throw new Error('expected a Contentful config');
  config = read.contentful;
});
afterAll(() => fake.stop());
afterEach(() => control('reset'));

describe('contentfulSource against the fake CDA', () => {
  it('lists published posts newest first, like the demo source', async () => {
    const posts = await contentfulSource(config).listPosts();
    const demo = await demoSource().listPosts();
    expect(posts.map((post) => post.slug)).toEqual(demo.map((post) => post.slug));
    expect(posts).toHaveLength(6);
    expect(posts[0]).toMatchObject({
      slug: 'month-end-close-in-five-days',
      author: { name: 'Astrid Lindqvist', avatar: { origin: 'contentful' } },
      featuredImage: {
        url: expect.stringMatching(/^https:\/\/images\.ctfassets\.net\/fake-space\/imgMonthEnd\//),
        alt: 'A five-column board of month-end tasks moving from open to done',
        width: 1200,
      },
    });
  });

  it('gets one post three levels deep, with related posts and the embedded rich image', async () => {
    const post = await contentfulSource(config).getPost('month-end-close-in-five-days');
    expect(post?.related.map((related) => related.slug)).toEqual([
      'netsuite-oneworld-nordic-subsidiaries',
      'nordic-payroll-one-process',
    ]);
    const embedded = post?.content?.content.find(
      (node) => node.nodeType === 'embedded-entry-block',
    );
    expect(embedded?.data.target).toMatchObject({
      kind: 'richImage',
      richImage: { fullWidth: true },
    });
  });

  it('answers null for an unknown slug, and drops an unresolvable related post', async () => {
    expect(await contentfulSource(config).getPost('no-such-post')).toBeNull();
    const post = await contentfulSource(config).getPost('swedish-employer-declaration');
    expect(post?.related.map((related) => related.slug)).toEqual(['nordic-payroll-one-process']);
  });

  it('sees edits and unpublishing', async () => {
    await control('entries/postMonthEnd', { fields: { title: 'Closing in four days' } });
    expect((await contentfulSource(config).getPost('month-end-close-in-five-days'))?.title).toBe(
      'Closing in four days',
    );
    await control('entries/postMonthEnd/unpublish');
    expect(await contentfulSource(config).getPost('month-end-close-in-five-days')).toBeNull();
    expect((await contentfulSource(config).listPosts()).map((post) => post.slug)).not.toContain(
      'month-end-close-in-five-days',
    );
  });

  it('shows drafts through the Preview API only', async () => {
    expect(await contentfulSource(config).getPost('year-end-checklist-2026')).toBeNull();
    expect(
      (await contentfulSource(config, { preview: true }).getPost('year-end-checklist-2026'))?.title,
    ).toBe('The year-end checklist for Nordic groups');
  });

  it.each([500, 429, 401])(
    'fails fast on a %i, without a retry that would have succeeded',
    async (status) => {
      // One failure queued: a retrying client would get a 200 on its second try and not throw.
      await control('fail', { status, count: 1 });
      const started = Date.now();
      await expect(contentfulSource(config).listPosts()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2000);
      await expect(contentfulSource(config).listPosts()).resolves.toHaveLength(6);
    },
  );

  it('fails on a wrong token and an unknown space', async () => {
    await expect(contentfulSource({ ...config, accessToken: 'wrong' }).listPosts()).rejects.toThrow(
      /AccessTokenInvalid|401/,
    );
    await expect(contentfulSource({ ...config, spaceId: 'other' }).listPosts()).rejects.toThrow(
      /NotFound|404/,
    );
  });
});

describe('the fake CDA itself', () => {
  const get = (query: string, token = cmsEnv.CONTENTFUL_ACCESS_TOKEN) =>
    fetch(`${fake.origin}/spaces/fake-space/environments/master/entries?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });

  it('pages with limit and skip and reports the total', async () => {
    const body = await (
      await get('content_type=pageBlogPost&limit=2&skip=1&order=-fields.publishedDate')
    ).json();
    expect(body).toMatchObject({ total: 6, skip: 1, limit: 2, sys: { type: 'Array' } });
    expect(body.items.map((item: { fields: { slug: string } }) => item.fields.slug)).toEqual([
      'swedish-employer-declaration',
      'nordic-payroll-one-process',
    ]);
  });

  it('includes linked entries and assets only as deep as asked', async () => {
    const shallow = await (
      await get('content_type=pageBlogPost&fields.slug=client-day-2026&include=0')
    ).json();
    expect(shallow.includes).toEqual({ Entry: [], Asset: [] });
    const deep = await (
      await get('content_type=pageBlogPost&fields.slug=client-day-2026&include=2')
    ).json();
    expect(deep.includes.Entry.map((entry: { sys: { id: string } }) => entry.sys.id)).toContain(
      'authorMaria',
    );
    expect(deep.includes.Asset.map((asset: { sys: { id: string } }) => asset.sys.id)).toContain(
      'avatarMaria',
    );
  });

  it('refuses an unknown locale and accepts the default one', async () => {
    expect((await get('content_type=pageBlogPost&locale=sv-SE')).status).toBe(400);
    expect((await get('content_type=pageBlogPost&locale=en-US')).status).toBe(200);
  });
});
