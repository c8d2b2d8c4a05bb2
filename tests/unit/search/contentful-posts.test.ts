/** @jest-environment node */
import { readNewsConfig, type ContentfulConfig } from '@/lib/news/config';
import { contentfulSource } from '@/lib/news/contentful-source';
import cmsEnv from '@/tests/fake-cda/cms-env.json';
import { startFakeCda } from '../news/fake-cda';

// Search reads posts with their bodies, a hundred at a time (NewsSource.getPosts): here with
// bodies so long that a hundred pass the delivery API's 7 MB limit.
let fake: Awaited<ReturnType<typeof startFakeCda>>;
let config: ContentfulConfig;

beforeAll(async () => {
  process.env.FAKE_CDA_POSTS = '120';
  process.env.FAKE_CDA_BODY_BYTES = '80000';
  try {
    fake = await startFakeCda();
  } finally {
    delete process.env.FAKE_CDA_POSTS;
    delete process.env.FAKE_CDA_BODY_BYTES;
  }
  const read = readNewsConfig({ ...cmsEnv, CONTENTFUL_HOST: fake.host });
  if (read.source !== 'contentful') throw new Error('expected a Contentful config');
  config = read.contentful;
});
afterAll(() => fake.stop());

it('reads posts with their bodies, halving a batch the API finds too big', async () => {
  const source = contentfulSource(config);
  const ids = (await source.postRefs(0)).refs.map((ref) => ref.id);
  expect(ids.length).toBe(126);
  await fake.control('stats/reset');
  const posts = await source.getPosts(ids);
  expect(posts.map((post) => post.id).sort()).toEqual([...ids].sort());
  expect(posts.find((post) => post.id === 'genPost00001')?.content).toBeDefined();
  const { recent } = (await fake.stats()) as { recent: string[] };
  expect(recent.filter((url) => url.includes('sys.id')).length).toBeGreaterThan(2);
});

it('leaves out unknown ids', async () => {
  const posts = await contentfulSource(config).getPosts(['postMonthEnd', 'noSuchPost']);
  expect(posts.map((post) => post.id)).toEqual(['postMonthEnd']);
});
