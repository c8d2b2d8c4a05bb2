import { aboutStory } from '@/content/about';
import { careerHero } from '@/content/career';
import { featureBlocks, featuresCta } from '@/content/features';
import { benefitsSection, homeHero, modulesSection, needSection } from '@/content/home';
import { allServices, erpFinancialManagement, servicesBySlug } from '@/content/services';
import { serviceCards, servicesHero } from '@/content/services-overview';
import { serviceSlugs, staticRoutes } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';

const knownPaths = new Set(staticRoutes.map((route) => route.path));

describe('service content', () => {
  it('has five services with unique paths, one per slug plus the ERP service', () => {
    expect(allServices).toHaveLength(5);
    expect(Object.keys(servicesBySlug).sort()).toEqual([...serviceSlugs].sort());
    for (const slug of serviceSlugs) {
      expect(servicesBySlug[slug].canonical).toBe(`/services/${slug}`);
    }
    expect(erpFinancialManagement.canonical).toBe('/tech-solution/netsuite');
    const paths = allServices.map((service) => service.canonical);
    expect(new Set(paths).size).toBe(paths.length);
    const titles = allServices.map((service) => service.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(allServices.map((service) => [service.name, service] as const))(
    '%s is complete',
    (_name, service) => {
      for (const field of [
        service.title,
        service.description,
        service.heroDescription,
        service.heroDetails,
        service.heroImage.alt,
        service.ctaLabel,
        service.ctaDescription,
      ]) {
        expect(field.trim().length).toBeGreaterThan(10);
      }
      expect(service.benefits.length).toBeGreaterThanOrEqual(4);
      expect(service.clientExamples.length).toBeGreaterThan(0);
      // Links only where a real case study exists; none do yet.
      expect(service.clientLinks).toEqual([]);
      expect(service.faqs.length).toBeGreaterThanOrEqual(3);
      for (const faq of service.faqs) {
        expect(faq.question.trim()).toMatch(/\?$/);
        expect(faq.answer.trim().length).toBeGreaterThan(20);
      }
      expect(service.description.length).toBeLessThanOrEqual(170);
    },
  );

  it('carries the marketing claims where they belong', () => {
    for (const service of allServices) {
      expect(service.benefits.join(' ')).toMatch(/up to 70% less manual work/i);
    }
    for (const service of [
      servicesBySlug['global-accounting'],
      servicesBySlug['local-accounting'],
    ]) {
      expect(JSON.stringify(service)).toContain('about 2–3 months');
    }
    expect(JSON.stringify(erpFinancialManagement)).toContain('about 3–6 months');
    expect(JSON.stringify(erpFinancialManagement)).not.toContain('2–3 months');
  });
});

describe('page content', () => {
  it('links only to routes that exist', () => {
    const hrefs = [
      ...homeHero.actions.map((action) => action.href),
      ...needSection.services.map((service) => service.href),
      ...modulesSection.actions.map((action) => action.href),
      benefitsSection.action.href,
      servicesHero.action.href,
      ...serviceCards.services.map((service) => service.href),
      ...featureBlocks.map((feature) => feature.link.href),
      ...featuresCta.actions.map((action) => action.href),
    ];
    for (const href of hrefs) expect(knownPaths).toContain(href);
  });

  it('sends the financial-management service to /tech-solution/netsuite', () => {
    for (const list of [needSection.services, serviceCards.services]) {
      expect(list).toHaveLength(5);
      expect(list.at(-1)?.href).toBe('/tech-solution/netsuite');
    }
  });

  it('has the home page lists the spec asks for', () => {
    expect(homeHero.lines).toEqual(['One point of contact', 'One tech interface', 'One login']);
    expect(modulesSection.modules).toHaveLength(7);
    expect(modulesSection.keyBenefits).toHaveLength(4);
    expect(benefitsSection.benefits).toHaveLength(6);
    expect(servicesHero.bullets).toHaveLength(4);
    expect(featureBlocks.map((feature) => feature.title)).toEqual([
      'Intuitive Design',
      'Performance',
      'Security & Privacy',
      'Attention to Detail',
      'Delightful Animations',
      'Customization',
    ]);
  });

  it('takes identity facts from the site config', () => {
    expect(careerHero.action.href).toBe(siteConfig.careersSiteUrl);
    expect(careerHero.title).toBe(`Build Your Future With ${siteConfig.name}`);
    expect(aboutStory.paragraphs[0]).toContain(String(siteConfig.foundingYear));
  });
});
