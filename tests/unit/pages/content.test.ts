import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { aboutStory } from '@/content/about';
import { careerHero, careerRoles } from '@/content/career';
import { benefitsSection, homeHero, modulesSection } from '@/content/home';
import { clients } from '@/content/registry/clients';
import { platformModules } from '@/content/registry/modules';
import { erpService, findService, services } from '@/content/registry/services';
import { serviceCards, servicesHero } from '@/content/services-overview';
import { techSolutionOverview } from '@/content/tech-solution/overview';
import { navigation } from '@/content/navigation';

const { mainNav } = navigation('en');
import { serviceSlugs } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';

describe('service registry', () => {
  it('has five services with unique slugs, paths and names: four under /services, and NetSuite', () => {
    expect(services).toHaveLength(5);
    expect(serviceCards.description).toMatch(/^Five services/);
    for (const slug of serviceSlugs) expect(findService(slug)?.path).toBe(`/services/${slug}`);
    expect(erpService.path).toBe('/tech-solution/netsuite');
    for (const key of ['slug', 'path', 'name'] as const) {
      const values = services.map((service) => service[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('lists every service in the Services menu, named as its page is', () => {
    const menu = mainNav.find((item) => item.label === 'Services')?.dropdownItems ?? [];
    for (const service of services) {
      expect(menu).toContainEqual({ label: service.name, href: service.path });
    }
  });

  it.each(services.map((service) => [service.name, service] as const))(
    '%s is complete',
    (_name, { summary, page }) => {
      for (const field of [
        summary,
        page.description,
        page.heroDescription,
        page.heroDetails,
        page.heroImage.alt,
        page.ctaLabel,
        page.ctaDescription,
      ]) {
        expect(field.trim().length).toBeGreaterThan(10);
      }
      expect(page.included.length).toBeGreaterThanOrEqual(4);
      expect(page.notIncluded.length).toBeGreaterThanOrEqual(2);
      expect(page.clientSlugs.length).toBeGreaterThan(0);
      expect(page.faqs.length).toBeGreaterThanOrEqual(3);
      for (const faq of page.faqs) {
        expect(faq.question.trim()).toMatch(/\?$/);
        expect(faq.answer.trim().length).toBeGreaterThan(20);
      }
      expect(page.description.length).toBeLessThanOrEqual(170);
    },
  );

  it('says NetSuite on the NetSuite page', () => {
    expect(erpService.page.heroDescription).toContain('NetSuite');
    expect(erpService.page.description).toContain('NetSuite');
  });

  it('carries the marketing claims where they belong, each at most once', () => {
    for (const service of services) {
      const copy = JSON.stringify(service.page);
      // The 70% figure is a case's, shown with its source where the case is (Nordvik).
      expect(copy).not.toMatch(/70\s?%/);
      expect(copy.match(/about \d–\d months/gi)?.length ?? 0).toBeLessThanOrEqual(1);
    }
    for (const slug of ['global-accounting', 'local-accounting']) {
      expect(findService(slug)?.page.onboarding.summary).toMatch(/^About 2–3 months/);
    }
    expect(erpService.page.onboarding.summary).toMatch(/^About 3–6 months/);
    expect(JSON.stringify(erpService.page)).not.toContain('2–3 months');
  });
});

describe('page content', () => {
  it('counts the modules the same way on the home page and the overview', () => {
    expect(modulesSection.description).toMatch(/^Six modules/);
    expect(techSolutionOverview.modulesSection.title).toMatch(/^Six modules/);
    expect(platformModules).toHaveLength(6);
  });

  it('has the home page lists', () => {
    expect(homeHero.title).toEqual(['One point of contact', 'One tech interface', 'One login']);
    expect(modulesSection.keyBenefits).toHaveLength(4);
    expect(benefitsSection.benefits).toHaveLength(6);
    expect(servicesHero.bullets).toHaveLength(4);
  });

  it('takes identity facts from the site config', () => {
    expect(careerRoles.actions[0]?.href).toBe(siteConfig.careersSiteUrl);
    expect(careerHero.title).toBe(`Build your future with ${siteConfig.name}`);
    expect(aboutStory.paragraphs[0]).toContain(String(siteConfig.foundingYear));
  });
});

describe('typography of the copy', () => {
  const root = join(process.cwd(), 'content');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort();

  /** Every string under a module's exports. */
  function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
    if (typeof value === 'string') return [value];
    if (value === null || typeof value !== 'object' || seen.has(value)) return [];
    seen.add(value);
    return Object.values(value).flatMap((inner) => stringsIn(inner, seen));
  }

  it.each(files)('content/%s uses curly apostrophes, as the rest of the site does', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const strings = stringsIn(require(join(root, file)));
    expect(strings.filter((text) => /\p{L}'\p{L}/u.test(text))).toEqual([]);
  });

  it('spells our clients’ names right', () => {
    const quotes = JSON.stringify(clients.map((client) => client.name));
    expect(quotes).toContain('Älvsborg Robotics');
    expect(quotes).not.toContain('Alvsborg');
  });
});
