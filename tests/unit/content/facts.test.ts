/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import * as aboutEn from '@/content/about';
import * as aboutSv from '@/content/sv/about';
import * as contactEn from '@/content/contact';
import * as contactSv from '@/content/sv/contact';
import { prefixedLocales } from '@/lib/i18n';
import * as privacyEn from '@/content/legal/privacy';
import * as privacySv from '@/content/sv/legal/privacy';
import * as trustEn from '@/content/trust';
import * as trustSv from '@/content/sv/trust';
import * as overviewEn from '@/content/tech-solution/overview';
import * as overviewSv from '@/content/sv/tech-solution/overview';
import * as modulesEn from '@/content/tech-solution/modules';
import * as modulesSv from '@/content/sv/tech-solution/modules';
import { siteConfig } from '@/lib/site-config';

/**
 * The facts that repeat across pages, held in one place: where the app runs, how soon we reply
 * and who processes client data. Every page's copy, in both languages, is checked against them,
 * so a page that says otherwise fails here rather than in a buyer's security review.
 */
const facts = {
  /** The countries the platform modules run in, and the cities a page may put teams in. */
  moduleCountries: {
    en: ['Sweden', 'Norway', 'Denmark', 'Finland'],
    sv: ['Sverige', 'Norge', 'Danmark', 'Finland'],
  },
  /** Places outside the module countries: no page may say the app's teams work there. */
  elsewhere: {
    en: ['Berlin', 'Chicago', 'London', 'Germany', 'United States', 'globally', 'every country'],
    sv: ['Berlin', 'Chicago', 'London', 'Tyskland', 'USA', 'alla länder'],
  },
  /** The one reply promise; other deadlines are other promises, named here. */
  replyPromise: { en: 'one business day', sv: 'en arbetsdag' },
  otherDeadlines: {
    en: ['three business days', 'one month'],
    sv: ['tre arbetsdagar', 'en månad'],
  },
  /** Who processes client data for us (GDPR art. 28.2), and who only serves the website. */
  subProcessors: [
    siteConfig.hosting.legalName,
    siteConfig.subProcessors.office.legalName,
    ...siteConfig.subProcessors.partners.map((partner) => partner.legalName),
  ],
  websiteProcessors: Object.values(siteConfig.websiteProcessors).map((firm) => firm.legalName),
  /**
   * Everyone a post of the demo news names as its author (in any locale), which the fake CMS
   * serves too: each is a person on the About page's team.
   */
  authors: authorsOfDemoPosts(),
  /** The partner countries outside the EU/EEA, which any claim about data location names. */
  thirdCountries: { en: ['United Kingdom', 'United States'], sv: ['Storbritannien', 'USA'] },
} as const;

type ExportEntry = {
  sys: { id: string; contentType: { sys: { id: string } } };
  fields: Record<string, Record<string, unknown>>;
};

function authorsOfDemoPosts(): string[] {
  const file = path.join(process.cwd(), 'content/news/space-export.json');
  const { entries } = JSON.parse(readFileSync(file, 'utf8')) as { entries: ExportEntry[] };
  const byId = new Map(entries.map((entry) => [entry.sys.id, entry]));
  const names = entries
    .filter((entry) => entry.sys.contentType.sys.id === 'pageBlogPost')
    .flatMap((post) => Object.values(post.fields.author ?? {}))
    .map((link) => byId.get((link as { sys: { id: string } }).sys.id))
    .flatMap((author) => Object.values(author?.fields.name ?? { missing: '(no such entry)' }));
  return [...new Set(names.map(String))];
}

const root = process.cwd();
type Language = 'en' | 'sv';

/** Every string in a module's exports. */
function strings(value: unknown, found: string[] = [], seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') found.push(value);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const child of Object.values(value)) strings(child, found, seen);
  }
  return found;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return files(file);
    return /\.ts$/.test(name) && !isRegistry(file) ? [file] : [];
  });
}

/** The words registry and each language's index name modules; they hold no words of their own. */
const isRegistry = (file: string) =>
  file === path.join(root, 'content', 'words.ts') ||
  languageFolders.some((folder) => file === `${folder}index.ts`);

/** The language folders under content/: every prefixed language's (content/sv, …). */
const languageFolders = prefixedLocales.map(
  (locale) => path.join(root, 'content', locale) + path.sep,
);

/** All copy in one language: content/ outside every language folder for English, content/sv for Swedish. */
async function copy(language: Language): Promise<{ file: string; text: string }[]> {
  const dir = path.join(root, 'content');
  const sources = files(dir).filter((file) =>
    language === 'en'
      ? !languageFolders.some((folder) => file.startsWith(folder))
      : file.startsWith(path.join(dir, language) + path.sep),
  );
  const found: { file: string; text: string }[] = [];
  for (const file of sources) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const text of strings(exports)) found.push({ file: path.relative(root, file), text });
  }
  return found;
}

const languages: Language[] = ['en', 'sv'];
const pages = {
  en: {
    about: aboutEn,
    contact: contactEn,
    privacy: privacyEn,
    trust: trustEn,
    overview: overviewEn,
    modules: modulesEn,
  },
  sv: {
    about: aboutSv,
    contact: contactSv,
    privacy: privacySv,
    trust: trustSv,
    overview: overviewSv,
    modules: modulesSv,
  },
};

describe.each(languages)('the facts that repeat across pages (%s)', (language) => {
  const page = pages[language];

  it('puts the app in the module countries only, on the overview and every module page', () => {
    const claims = [
      page.overview.techSolutionOverview.page.description,
      page.overview.techSolutionOverview.hero.title,
      page.overview.techSolutionOverview.hero.description,
      page.modules.modulePageCopy.coverage.description,
    ];
    for (const claim of claims) {
      for (const place of facts.elsewhere[language])
        expect(claim.includes(place) ? `"${claim}" names ${place}` : '').toBe('');
      const named = (facts.moduleCountries[language] as readonly string[]).filter((country) =>
        claim.includes(country),
      );
      if (named.length > 0)
        expect([claim, named]).toEqual([claim, facts.moduleCountries[language]]);
    }
    for (const country of facts.moduleCountries[language])
      expect(page.modules.modulePageCopy.coverage.description).toContain(country);
  });

  it('makes one reply promise everywhere', async () => {
    const promise =
      /\b(?:reply|replies|answer|answers|get back to you|svarar|återkommer)\b[^.;:]*?\b(?:within|inom) ([\p{L}\d ]+?(?:business days?|month|hours?|arbetsdagar?|månad|timmar))\b/giu;
    expect(page.contact.contactForm.responsePromise).toContain(facts.replyPromise[language]);
    const allowed: string[] = [facts.replyPromise[language], ...facts.otherDeadlines[language]];
    const found = (await copy(language)).flatMap(({ file, text }) =>
      [...text.matchAll(promise)]
        .map((match) => match[1] ?? '')
        .filter((span) => !allowed.includes(span))
        .map((span) => `${file}: "${span}" in "${text}"`),
    );
    expect(found).toEqual([]);
    const kept = (await copy(language)).filter(({ text }) =>
      text.includes(facts.replyPromise[language]),
    );
    expect(kept.length).toBeGreaterThanOrEqual(5);
  });

  it('names every sub-processor, and only them, in the trust page’s list', () => {
    const { subProcessors } = page.trust;
    expect(subProcessors.rows.map((row) => row.name)).toEqual(facts.subProcessors);
    expect(subProcessors.website.rows.map((row) => row.name)).toEqual(facts.websiteProcessors);
    for (const row of [...subProcessors.rows, ...subProcessors.website.rows]) {
      expect(row.purpose.length).toBeGreaterThan(20);
      expect(row.location).toMatch(/\p{Lu}/u);
    }
  });

  it('never says client data stays in the EU/EEA without naming the UK and the US', async () => {
    const stays =
      language === 'en'
        ? /no client data outside|not store client data outside|only in the EU/i
        : /ingen kunddata utanför|inte kunddata utanför|bara inom EU/i;
    const claims = (await copy(language)).filter(({ text }) => stays.test(text));
    expect(claims.length).toBeGreaterThan(0);
    for (const { file, text } of claims)
      for (const country of facts.thirdCountries[language])
        expect([file, text]).toEqual([file, expect.stringContaining(country)]);
  });

  it('describes what happens to form data the same way on /contact, /privacy and /trust', () => {
    const [hubspot] = facts.websiteProcessors;
    const privacy = strings(page.privacy.privacyPolicy).join('\n');
    expect(privacy).toContain(hubspot);
    expect(page.contact.contactForm.intro).toContain('HubSpot');
    expect(page.contact.contactForm.intro).not.toMatch(
      /straight to our team|direkt till vårt team/i,
    );
    expect(page.contact.contactForm.privacyNotice.text.length).toBeGreaterThan(40);
    // The partner firms' countries are named where the privacy policy lists who sees the data.
    for (const country of facts.thirdCountries[language]) expect(privacy).toContain(country);
  });

  it('has every author of a news post on the About page’s team', () => {
    const team = page.about.aboutTeam.people.map((person) => person.name);
    expect(facts.authors.length).toBeGreaterThan(1);
    for (const author of facts.authors)
      expect([author, team]).toEqual([author, expect.arrayContaining([author])]);
  });
});
