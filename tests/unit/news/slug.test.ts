/** @jest-environment node */
import { isPossibleSlug, maxSlugLength, slugPattern } from '@/lib/news/slug';
import { contentTypes } from '@/lib/news/raw-types';
import spaceExport from '@/content/news/space-export.json';

describe('isPossibleSlug', () => {
  it.each([
    'nordic-payroll-one-process',
    'client-day-2026',
    'a',
    '2026',
    'a'.repeat(maxSlugLength),
  ])('accepts %s', (slug) => expect(isPossibleSlug(slug)).toBe(true));

  it.each([
    '',
    '%ff',
    'ÿ',
    'Upper-Case',
    'double--hyphen',
    '-leading',
    'trailing-',
    'with space',
    'with/slash',
    'dot.html',
    'a'.repeat(maxSlugLength + 1),
  ])('refuses %j', (slug) => expect(isPossibleSlug(slug)).toBe(false));

  it('refuses what is not a string', () => {
    expect(isPossibleSlug(undefined)).toBe(false);
    expect(isPossibleSlug(['a'])).toBe(false);
  });

  it('accepts every slug of the demo export and agrees with the content model', () => {
    const slugs = spaceExport.entries.flatMap((entry) => {
      const slug = (entry.fields as { slug?: { 'en-US'?: string } }).slug?.['en-US'];
      return slug ? [slug] : [];
    });
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) expect(isPossibleSlug(slug)).toBe(true);
    const blogPost = spaceExport.contentTypes.find((type) => type.sys.id === contentTypes.blogPost);
    const field = blogPost?.fields.find((f) => f.id === 'slug') as
      { validations?: { regexp?: { pattern: string } }[] } | undefined;
    const pattern = field?.validations?.find((v) => v.regexp)?.regexp?.pattern;
    expect(pattern).toBe(slugPattern.source);
  });
});
