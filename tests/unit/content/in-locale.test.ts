import { inLocale, type Locale, type Words } from '@/lib/i18n';

const en = {
  hero: {
    title: 'Hello',
    href: '/contact',
    icon: 'earth',
    image: { name: 'home-hero', alt: 'A bay' },
  },
  steps: [
    { weeks: [1, 2], title: 'Start' },
    { weeks: [3, 4], title: 'Run' },
  ],
  countries: ['Sweden', 'Norway'],
  claim: { id: 'cost', pattern: /half the cost/i },
  weeks: (from: number, to: number) => `Weeks ${from}–${to}`,
  find: (slug: string) => ({ slug }),
} as const;

const sv: Words<typeof en> = {
  hero: { title: 'Hej', image: { alt: 'En vik' } },
  steps: [{ title: 'Uppstart' }, { title: 'Drift' }],
  countries: ['Sverige', 'Norge', 'Danmark'],
  claim: { pattern: /halva kostnaden/i },
  weeks: (from, to) => `Vecka ${from}–${to}`,
};

/** A module's words by language, as the words registry gives them (content/words.ts). */
const translations = { sv };

describe('inLocale', () => {
  it('gives English as it is', () => {
    expect(inLocale('en', en, translations)).toBe(en);
  });

  it('lays the words over the structure, which stays once', () => {
    const swedish = inLocale('sv', en, translations);
    expect(swedish.hero).toEqual({
      title: 'Hej',
      href: '/contact',
      icon: 'earth',
      image: { name: 'home-hero', alt: 'En vik' },
    });
    expect(swedish.steps).toEqual([
      { weeks: [1, 2], title: 'Uppstart' },
      { weeks: [3, 4], title: 'Drift' },
    ]);
    expect(swedish.claim.id).toBe('cost');
    expect(swedish.claim.pattern.test('Halva kostnaden')).toBe(true);
    expect(swedish.weeks(1, 2)).toBe('Vecka 1–2');
    expect(swedish.find).toBe(en.find);
  });

  it("takes a language's own list of strings whole, of any length", () => {
    expect(inLocale('sv', en, translations).countries).toEqual(['Sverige', 'Norge', 'Danmark']);
  });

  it('merges once per pair of words and structure', () => {
    expect(inLocale('sv', en, translations)).toBe(inLocale('sv', en, translations));
    const other = { ...en, hero: { ...en.hero, href: '/about' } } as const;
    expect(inLocale('sv', other, translations).hero.href).toBe('/about');
    expect(inLocale('sv', en, translations).hero.href).toBe('/contact');
  });

  it('merges one export of a module once, without a record of its own', () => {
    const parts = { hero: en.hero, steps: en.steps };
    const words = { sv: { hero: sv.hero, steps: sv.steps } };
    const steps = inLocale('sv', en.steps, words, 'steps');
    expect(steps.map((step) => step.title)).toEqual(['Uppstart', 'Drift']);
    expect(inLocale('sv', en.steps, words, 'steps')).toBe(steps);
    expect(inLocale('sv', parts, words).steps).toEqual(steps);
    expect(inLocale('en', en.steps, words, 'steps')).toBe(en.steps);
  });

  it('leaves the English structure untouched', () => {
    inLocale('sv', en, translations);
    expect(en.hero.title).toBe('Hello');
    expect(en.steps[0].title).toBe('Start');
  });
});

describe('Translations', () => {
  it('refuses a record without a language (checked by the compiler)', () => {
    const locale = 'sv' as Locale;
    // @ts-expect-error: the Swedish words are missing
    expect(() => inLocale(locale, en, {})).toThrow();
    // A call for one language asks for its words alone.
    expect(inLocale('sv', en, { sv }).hero.title).toBe('Hej');
  });
});

describe('Words', () => {
  type Hero = { title: string; href: '/contact'; icon: 'earth'; image: { name: 'x'; alt: string } };

  it('refuses a missing word and a repeated link (checked by the compiler)', () => {
    // @ts-expect-error: the title is missing
    const missing: Words<Hero> = { image: { alt: 'En vik' } };
    // @ts-expect-error: a link is structure, not words
    const linked: Words<Hero> = { title: 'Hej', href: '/contact', image: { alt: 'En vik' } };
    const own: Words<Hero> = { title: 'Hej', image: { name: 'sv/x', alt: 'En vik' } };
    expect([missing, linked, own]).toHaveLength(3);
  });
});
