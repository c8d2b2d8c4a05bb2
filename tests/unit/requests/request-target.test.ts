/** @jest-environment node */
import { gateAnswer, localImageSource, malformedTargetAnswer } from '@/lib/request-target';

describe('malformedTargetAnswer', () => {
  it.each([
    '/',
    '/services',
    '/news/feed.xml?x=1',
    '/search?q=a//b',
    'http://www.solvik.example/services',
  ])('leaves %s to Next', (target) => {
    expect(malformedTargetAnswer(target)).toBeUndefined();
  });

  it.each(['*', 'www.solvik.example:443', 'services'])('answers %s with a 400', (target) => {
    expect(malformedTargetAnswer(target)).toEqual({ status: 400, body: expect.any(String) });
  });

  it.each([
    ['//services', '/services'],
    ['//', '/'],
    ['/services//global-payroll/', '/services/global-payroll'],
    ['/\\evil.example/x', '/evil.example/x'],
    ['//evil.example/?a=//b', '/evil.example?a=//b'],
    ['///news?page=2', '/news?page=2'],
  ])('redirects %s to %s, never to another host', (target, location) => {
    expect(malformedTargetAnswer(target)).toEqual({ status: 308, location });
  });
});

describe('gateAnswer', () => {
  it.each([
    ['GET', '/'],
    ['HEAD', '/_next/static/chunks/app.js'],
    ['POST', '/contact'],
    ['OPTIONS', '/api/search'],
    ['DELETE', '/news'],
  ])('leaves %s %s to Next', (method, target) => {
    expect(gateAnswer(method, target)).toBeUndefined();
  });

  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'PURGE', 'LINK'])(
    'answers %s, which Next throws on, with a 501',
    (method) => {
      expect(gateAnswer(method, '/')).toEqual({ status: 501, body: expect.any(String) });
    },
  );

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    'answers %s on a build file or an image with a 405 that allows GET and HEAD',
    (method) => {
      for (const target of [
        '/_next/static/chunks/app.js',
        '/_next/image?url=%2Fa.webp&w=64&q=75',
      ]) {
        expect(gateAnswer(method, target)).toEqual({
          status: 405,
          allow: 'GET, HEAD',
          body: expect.any(String),
        });
      }
    },
  );

  it('answers a path over 1,024 characters or a target over 4,096 with a 414, a redirect too', () => {
    const long = `/services/${'segment/'.repeat(130)}`;
    expect(gateAnswer('GET', long)).toMatchObject({ status: 414 });
    expect(gateAnswer('POST', `/${long}`)).toMatchObject({ status: 414 });
    expect(gateAnswer('GET', `/search?q=${'a'.repeat(4100)}`)).toMatchObject({ status: 414 });
    expect(gateAnswer('GET', `/search?q=${'a'.repeat(2000)}`)).toBeUndefined();
    expect(gateAnswer('GET', `/services/${'a'.repeat(1000)}`)).toBeUndefined();
  });

  it('still answers a malformed target', () => {
    expect(gateAnswer('GET', '*')).toMatchObject({ status: 400 });
    expect(gateAnswer('POST', '//contact')).toMatchObject({ status: 308, location: '/contact' });
  });
});

describe('localImageSource', () => {
  const image = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`;

  it("names a clean local source's file", () => {
    expect(localImageSource(image('/news/images/a%20b.webp'))).toBe('/news/images/a b.webp');
  });

  it("leaves a source the proxy refuses to the proxy's 400 (a backslash, `//`, a trailing slash)", () => {
    for (const url of ['/\\evil.example/x.png', '//evil.example/x.png', '/news/images/x.webp/']) {
      expect(localImageSource(image(url))).toBeUndefined();
    }
  });
});
