/** @jest-environment node */
import { malformedTargetAnswer } from '@/lib/request-target';

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
