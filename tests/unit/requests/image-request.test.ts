/** @jest-environment node */
import { imageSourceRefusal } from '@/lib/image-request';

describe('imageSourceRefusal', () => {
  it.each([
    '/news/images/month-end-close.webp',
    '/_next/static/media/about-story.3t36atuc7k8bv.webp',
    // Query strings and other sites are Next's to refuse (images.localPatterns, no remotes).
    '/news/images/month-end-close.webp?v=2',
    'https://images.ctfassets.net/x.png',
    null,
  ])('leaves %s to the optimiser', (url) => {
    expect(imageSourceRefusal(url)).toBeUndefined();
  });

  it.each([
    '/\\evil.example/x.png',
    '/news/images\\x.webp',
    '//evil.example/x.png',
    '/news/images//x.webp',
    '/news/images/x.webp/',
    '/news/images/../../api/draft',
    '/news/images/./x.webp',
    '/news/images/%ff.webp',
    '/news/images/a b.webp',
  ])('refuses %s, which this server would answer with a redirect or not at all', (url) => {
    expect(imageSourceRefusal(url)).toMatch(/^Bad request/);
  });
});
