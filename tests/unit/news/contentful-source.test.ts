/** @jest-environment node */
import { readNewsConfig, type ContentfulConfig } from '@/lib/news/config';
import cmsEnv from '@/tests/fake-cda/cms-env.json';
import { contentfulSource } from '@/lib/news/contentful-source';
import { demoSource } from '@/lib/news/demo-source';
import { startFakeCda } from './fake-cda';

// The real `contentful` client against tests/fake-cda/server.ts.
let fake: Awaited<ReturnType<typeof startFakeCda>>;
let config: ContentfulConfig;

beforeAll(async () => {
  fake = await startFakeCda();
  const read = readNewsConfig({ ...cmsEnv, CONTENTFUL_HOST: fake.host });
  if (read.source !== 'contentful') throw new Error('expected a Contentful config');
  config = read.contentful;
});
afterAll(() => fake.stop());
afterEach(() => fake.control('reset'));

describe('contentfulSource against the fake CDA', () => {
  it('indexes published posts newest first, like the demo source, and serves their cards', async () => {
    const { refs, total } = await contentfulSource(config).postRefs(0);
    const demo = (await demoSource().postRefs(0)).refs;
    expect(refs.map((ref) => ref.slug)).toEqual(demo.map((ref) => ref.slug));
    expect(refs.map((ref) => ref.dependsOn)).toEqual(demo.map((ref) => ref.dependsOn));
    expect(total).toBe(6);
    expect(refs[0]?.dependsOn).toEqual(expect.arrayContaining(['authorMaria', 'imgMonthEnd']));
    const posts = await contentfulSource(config).getSummaries(refs.map((ref) => ref.id));
    expect(posts.map((post) => post.slug)).toEqual(refs.map((ref) => ref.slug));
    expect(posts[0]).toMatchObject({
      slug: 'month-end-close-in-five-days',
      author: { name: 'Maria Ekström', avatar: { origin: 'contentful' } },
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
    await fake.control('entries/postMonthEnd', { fields: { title: 'Closing in four days' } });
    expect((await contentfulSource(config).getPost('month-end-close-in-five-days'))?.title).toBe(
      'Closing in four days',
    );
    await fake.control('entries/postMonthEnd/unpublish');
    expect(await contentfulSource(config).getPost('month-end-close-in-five-days')).toBeNull();
    const { refs } = await contentfulSource(config).postRefs(0);
    expect(refs.map((ref) => ref.slug)).not.toContain('month-end-close-in-five-days');
  });

  it('indexes only absolute http(s) canonical URLs, so the sitemap never sees another kind', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const canonicalOf = async () =>
      (await contentfulSource(config).postRefs(0)).refs.find(
        (ref) => ref.slug === 'month-end-close-in-five-days',
      )?.canonicalUrl;
    for (const unusable of ['/relative', 'http://', 'javascript:alert(1)', 'ftp://x']) {
      await fake.control('entries/seoMonthEnd', { fields: { canonicalUrl: unusable } });
      expect(await canonicalOf()).toBeUndefined();
    }
    await fake.control('entries/seoMonthEnd', {
      fields: { canonicalUrl: 'https://partner.example/a' },
    });
    expect(await canonicalOf()).toBe('https://partner.example/a');
    warn.mockRestore();
  });

  it('shows drafts through the Preview API only', async () => {
    expect(await contentfulSource(config).getPost('year-end-checklist-2026')).toBeNull();
    expect(
      (await contentfulSource(config, { preview: true }).getPost('year-end-checklist-2026'))?.title,
    ).toBe('The year-end checklist for Nordic groups');
  });

  it.each([500, 503, 429])('retries a %i and then succeeds', async (status) => {
    await fake.control('fail', { status, count: 1, reset: 1 });
    const started = Date.now();
    await expect(contentfulSource(config).postRefs(0)).resolves.toMatchObject({ total: 6 });
    // A 429 waits for the reset the API announced (1 s); a 5xx only a short backoff.
    if (status === 429) expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    else expect(Date.now() - started).toBeLessThan(1000);
  });

  it('gives up within a few seconds when the CMS stays down', async () => {
    await fake.control('fail', { status: 500, count: 1000 });
    const started = Date.now();
    await expect(contentfulSource(config).postRefs(0)).rejects.toThrow(/Contentful answered 500/);
    expect(Date.now() - started).toBeLessThan(6_500);
    expect((await fake.stats()).requests).toBe(3);
  });

  it('does not retry what a retry cannot fix', async () => {
    await fake.control('fail', { status: 401, count: 1 });
    await expect(contentfulSource(config).postRefs(0)).rejects.toThrow(/401/);
    await expect(contentfulSource(config).postRefs(0)).resolves.toMatchObject({ total: 6 });
  });

  it('fails on a wrong token and an unknown space', async () => {
    await expect(contentfulSource({ ...config, accessToken: 'wrong' }).postRefs(0)).rejects.toThrow(
      /401/,
    );
    await expect(contentfulSource({ ...config, spaceId: 'other' }).postRefs(0)).rejects.toThrow(
      /404/,
    );
  });

  it('pages through a space of more than 1,000 posts in small answers', async () => {
    await fake.control('reset', { posts: 1050 });
    try {
      const source = contentfulSource(config);
      const first = await source.postRefs(0);
      const second = await source.postRefs(1);
      expect(first).toMatchObject({ total: 1056, chunkSize: 1000 });
      expect(first.refs).toHaveLength(1000);
      expect(second.refs).toHaveLength(56);
      const slugs = new Set([...first.refs, ...second.refs].map((ref) => ref.slug));
      expect(slugs.size).toBe(1056);
      expect(slugs).toContain('generated-post-1050');
      const [oldest] = await source.getSummaries(['genPost01050']);
      expect(oldest).toMatchObject({
        slug: 'generated-post-1050',
        author: { name: expect.any(String) },
      });
      expect((await source.getPost('generated-post-1050'))?.title).toBe('Generated post 1050');

      // The naive single query (every field, two levels of links) passes the API's 7 MB limit.
      const naive = await fetch(
        `${fake.origin}/spaces/fake-space/environments/master/entries?content_type=pageBlogPost&include=2&limit=1000`,
        { headers: { Authorization: `Bearer ${cmsEnv.CONTENTFUL_ACCESS_TOKEN}` } },
      );
      expect(naive.status).toBe(400);
      expect((await naive.json()).message).toMatch(/Response size too big/);
    } finally {
      await fake.control('reset', { posts: 0 });
    }
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

  it("refuses an unknown locale and accepts the space's locales and *", async () => {
    expect((await get('content_type=pageBlogPost&locale=fr-FR')).status).toBe(400);
    expect((await get('content_type=pageBlogPost&locale=en-US')).status).toBe(200);
    expect((await get('content_type=pageBlogPost&locale=sv-SE')).status).toBe(200);
    const all = await (
      await get('content_type=pageBlogPost&locale=*&fields.slug=month-end-close-in-five-days')
    ).json();
    expect(all.items[0].fields.title).toEqual({
      'en-US': 'Closing the books in five days',
      'sv-SE': 'Bokslut på fem dagar',
    });
  });

  it('follows locale-based publishing only when asked to, and never for the preview token', async () => {
    const slugs = async (token: string, localeBased: boolean) => {
      const response = await fetch(
        `${fake.origin}/spaces/fake-space/environments/master/entries?content_type=pageBlogPost&locale=sv-SE&limit=100`,
        {
          headers: {
            Authorization: `Bearer ${token}`,
            ...(localeBased ? { 'X-Contentful-Locale-Based-Publishing': 'true' } : {}),
          },
        },
      );
      const body = (await response.json()) as { items: { fields: { slug: string } }[] };
      return body.items.map((item) => item.fields.slug);
    };
    expect(await slugs(cmsEnv.CONTENTFUL_ACCESS_TOKEN, true)).not.toContain(
      'nordic-payroll-one-process',
    );
    expect(await slugs(cmsEnv.CONTENTFUL_ACCESS_TOKEN, false)).toContain(
      'nordic-payroll-one-process',
    );
    expect(await slugs(cmsEnv.CONTENTFUL_PREVIEW_TOKEN, true)).toContain(
      'nordic-payroll-one-process',
    );
  });
});

describe('contentfulSource in Swedish (sv-SE)', () => {
  const swedish = () => contentfulSource(config, { locale: 'sv' });

  it('reads the Swedish fields and falls back to English for a field not translated', async () => {
    const post = await swedish().getPost('month-end-close-in-five-days');
    expect(post?.title).toBe('Bokslut på fem dagar');
    expect(post?.seo.pageTitle).toBe('Bokslut på fem dagar');
    // Published in Swedish before it is translated: every field is the English one.
    await fake.control('entries/postNordicPayroll/publish', { locales: ['sv-SE'] });
    const untranslated = await swedish().getPost('nordic-payroll-one-process');
    expect(untranslated?.title).toBe('One payroll process for four Nordic countries');
  });

  it("gives the Swedish drawing in Swedish (the asset's sv-SE file, from includes.Asset)", async () => {
    const image = (post: Awaited<ReturnType<ReturnType<typeof swedish>['getPost']>>) =>
      post?.featuredImage;
    const english = image(await contentfulSource(config).getPost('month-end-close-in-five-days'));
    const sv = image(await swedish().getPost('month-end-close-in-five-days'));
    expect(english?.url).toBe(
      'https://images.ctfassets.net/fake-space/imgMonthEnd/fake/month-end-close.webp',
    );
    expect(sv).toMatchObject({
      url: 'https://images.ctfassets.net/fake-space/imgMonthEnd/fake-sv-SE/month-end-close.webp',
      alt: 'En tavla i fem kolumner där månadsbokslutets uppgifter flyttas från öppna till klara',
      width: 1200,
    });
    // A drawing without words: Swedish falls back to the one file.
    expect(image(await swedish().getPost('client-day-2026'))?.url).toBe(
      'https://images.ctfassets.net/fake-space/imgClientDay/fake/client-day.webp',
    );
  });

  it('agrees with the demo source, and leaves out the post published in English only', async () => {
    const { refs } = await swedish().postRefs(0);
    const demo = (await demoSource(undefined, 'sv').postRefs(0)).refs;
    expect(refs.map((ref) => ref.slug)).toEqual(demo.map((ref) => ref.slug));
    expect(refs.map((ref) => ref.slug)).not.toContain('nordic-payroll-one-process');
    expect(await swedish().getPost('nordic-payroll-one-process')).toBeNull();
    const cards = await swedish().getSummaries(refs.map((ref) => ref.id));
    const demoCards = await demoSource(undefined, 'sv').getSummaries(refs.map((ref) => ref.id));
    expect(cards.map((card) => [card.title, card.shortDescription])).toEqual(
      demoCards.map((card) => [card.title, card.shortDescription]),
    );
  });

  it('drops a related post not published in Swedish, as an unresolved link', async () => {
    const english = await contentfulSource(config).getPost('month-end-close-in-five-days');
    const post = await swedish().getPost('month-end-close-in-five-days');
    expect(english?.related.map((related) => related.slug)).toContain('nordic-payroll-one-process');
    expect(post?.related.map((related) => related.slug)).toEqual([
      'netsuite-oneworld-nordic-subsidiaries',
    ]);
  });

  it('says which fields fell back to English, as the demo source does', async () => {
    await fake.control('entries/postNordicPayroll/publish', { locales: ['sv-SE'] });
    await fake.control('entries/postNordicPayroll', {
      fields: { title: 'En löneprocess för fyra nordiska länder' },
      locale: 'sv-SE',
    });
    const post = await swedish().getPost('nordic-payroll-one-process');
    expect(post?.title).toBe('En löneprocess för fyra nordiska länder');
    expect(post?.titleLang).toBeUndefined();
    expect(post?.shortDescriptionLang).toBe('en');
    expect(post?.contentLang).toBe('en');
    // Not localized in the model: one value for every language, never a fallback.
    expect(post?.author?.name).toBeTruthy();
    expect(post?.author?.nameLang).toBeUndefined();
    // Translated: the asset's Swedish alt text, the related posts' Swedish titles.
    expect(post?.featuredImage?.altLang).toBeUndefined();
    expect(post?.related.map((related) => related.titleLang)).toEqual(
      post?.related.map(() => undefined),
    );
    const [card] = await swedish().getSummaries([post?.id ?? '']);
    expect([card?.titleLang, card?.shortDescriptionLang]).toEqual([undefined, 'en']);
    // Every Swedish post, card and article, says the same as the demo source.
    const langsOf = (shown: Awaited<ReturnType<ReturnType<typeof swedish>['getPost']>>) => [
      shown?.titleLang,
      shown?.shortDescriptionLang,
      shown?.contentLang,
      shown?.featuredImage?.altLang,
    ];
    const { refs } = await demoSource(undefined, 'sv').postRefs(0);
    for (const ref of refs) {
      expect([ref.slug, langsOf(await swedish().getPost(ref.slug))]).toEqual([
        ref.slug,
        langsOf(await demoSource(undefined, 'sv').getPost(ref.slug)),
      ]);
    }
    // English has nothing to fall back from, and asks for nothing more.
    expect(
      (await contentfulSource(config).getPost('nordic-payroll-one-process'))?.contentLang,
    ).toBeUndefined();
  });

  it('publishes and unpublishes per locale through the control API', async () => {
    await fake.control('entries/postClientDay/unpublish', { locales: ['sv-SE'] });
    expect(await swedish().getPost('client-day-2026')).toBeNull();
    expect((await contentfulSource(config).getPost('client-day-2026'))?.title).toBe(
      'Notes from Solvik client day 2026',
    );
    await fake.control('entries/postNordicPayroll/publish', { locales: ['sv-SE'] });
    expect((await swedish().getPost('nordic-payroll-one-process'))?.title).toBe(
      'One payroll process for four Nordic countries',
    );
  });
});
