import { privacyPolicy } from '@/content/legal/privacy';
import { privacyPolicy as swedishPrivacyPolicy } from '@/content/sv/legal/privacy';

/** Every text of a document: strings, and the strings inside its lists and links. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

describe('the privacy policy', () => {
  it.each([
    ['English', privacyPolicy, /newsletter|subscri/i],
    ['Swedish', swedishPrivacyPolicy, /nyhetsbrev|prenumer/i],
  ])('in %s speaks of no newsletter: we have none', (_language, policy, newsletter) => {
    const texts = textsOf(policy);
    expect(texts.join(' ')).toMatch(/cookie/i);
    expect(texts.filter((text) => newsletter.test(text))).toEqual([]);
  });
});
