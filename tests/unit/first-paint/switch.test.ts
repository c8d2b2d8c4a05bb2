/** @jest-environment node */
import { createPageRewriter } from '@/lib/next-internals/first-paint/page-rewrites.ts';
import { firstPaintEnabled } from '@/lib/next-internals/first-paint/switch.ts';

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/missing.css" data-precedence="next"/></head>' +
  '<body><h1>Hi</h1><script src="/_next/static/chunks/app.js" async=""></script></body></html>';

test('FIRST_PAINT=off, and only off, turns lib/next-internals/first-paint off', () => {
  expect(firstPaintEnabled({})).toBe(true);
  expect(firstPaintEnabled({ FIRST_PAINT: 'on' })).toBe(true);
  expect(firstPaintEnabled({ FIRST_PAINT: 'off' })).toBe(false);
});

test('with the switch off, a cached page goes out as Next wrote it', () => {
  expect(createPageRewriter('/nonexistent', { FIRST_PAINT: 'off' })(page)).toBe(page);
  expect(createPageRewriter('/nonexistent', {})(page)).toContain('data-after-paint');
});
