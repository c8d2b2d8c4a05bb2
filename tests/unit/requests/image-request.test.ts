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
    expect(imageSourceRefusal(url, () => true)).toBeUndefined();
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
    expect(imageSourceRefusal(url, () => true)).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Bad request/),
    });
  });

  it.each([
    '/news/images/made-up-4f1c2a.webp',
    '/images/made-up.webp',
    '/_next/static/media/made-up.0000000000000.webp',
  ])(
    'answers %s, a clean path that is no file of the site, 404 (the optimiser would log it)',
    (url) => {
      expect(imageSourceRefusal(url, () => false)).toMatchObject({ status: 404 });
    },
  );

  it('knows the files of public/ by default', () => {
    expect(imageSourceRefusal('/news/images/avatar-astrid.webp')).toBeUndefined();
    expect(imageSourceRefusal('/news/images/avatar-nobody.webp')).toMatchObject({ status: 404 });
  });
});
