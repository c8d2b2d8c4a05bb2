import { inLocale } from '@/lib/i18n';
import { moduleCards } from '@/components/tech-solution/module-cards';
import { platformModules } from '@/content/registry/modules';
import { moduleCountries, modulePageCopy, modulePages } from '@/content/tech-solution/modules';
import { genericSubPageContent } from '@/content/tech-solution/sub-pages';
import { techSolutionOverview } from '@/content/tech-solution/overview';
import { integrationSupportText, supportedErps } from '@/content/tech-solution/local-erps';
import { techSolutionCopy } from '@/content/tech-solution/copy';
import * as en_registry_modules_ns from '@/content/registry/modules';
import { translations } from '@/content/words';
import * as en_tech_solution_copy from '@/content/tech-solution/copy';
import * as en_tech_solution_local_erps_ns from '@/content/tech-solution/local-erps';
import * as en_tech_solution_modules_ns from '@/content/tech-solution/modules';
import * as en_tech_solution_overview from '@/content/tech-solution/overview';
import { isTechSolutionSubPage, staticRoutes, techSolutionSubPages } from '@/lib/routes';

const svModules = inLocale('sv', en_registry_modules_ns, translations.registryModules);
const svLocalErps = inLocale(
  'sv',
  en_tech_solution_local_erps_ns,
  translations.techSolutionLocalErps,
);
const svPages = inLocale('sv', en_tech_solution_modules_ns, translations.techSolutionModules);
const { techSolutionCopy: svCopy } = inLocale(
  'sv',
  en_tech_solution_copy,
  translations.techSolutionCopy,
);
const { techSolutionOverview: svOverview } = inLocale(
  'sv',
  en_tech_solution_overview,
  translations.techSolutionOverview,
);

describe('platform module registry', () => {
  it('has one module per accepted sub-page, in the route table, each with its own icon', () => {
    expect(platformModules.map((m) => m.slug)).toEqual([...techSolutionSubPages]);
    const paths = new Set(staticRoutes.map((r) => r.path));
    for (const platformModule of platformModules) {
      expect(paths).toContain(platformModule.path);
      expect(platformModule.summary.length).toBeGreaterThan(40);
    }
    const icons = platformModules.map((m) => m.icon);
    expect(new Set(icons).size).toBe(icons.length);
    expect(icons).not.toContain(genericSubPageContent.icon);
  });

  it('accepts only the registry’s values', () => {
    expect(techSolutionSubPages.every(isTechSolutionSubPage)).toBe(true);
    expect(isTechSolutionSubPage('anything-else')).toBe(false);
    expect(isTechSolutionSubPage('netsuite')).toBe(false);
    expect(isTechSolutionSubPage('constructor')).toBe(false);
  });
});

describe('tech-solution content', () => {
  it('counts the modules the registry has', () => {
    expect(techSolutionOverview.modulesSection.title).toBe('Six modules, one login');
    expect(platformModules).toHaveLength(6);
  });

  it('links the ERP options to routes of the route table', () => {
    const paths = new Set(staticRoutes.map((r) => r.path));
    for (const option of techSolutionOverview.erpOptions) expect(paths).toContain(option.href);
  });

  it('lists the local ERPs of each market, each with full integration support', () => {
    expect(supportedErps.map((erp) => erp.country)).toEqual([
      'Sweden',
      'Norway',
      'Finland',
      'Denmark',
      'Germany',
      'UK',
    ]);
    expect(integrationSupportText('Sweden')).toBe(
      'Full integration support for Sweden-based operations',
    );
  });
});

describe('module pages', () => {
  const pages = platformModules.map((module) => [module.slug, module] as const);

  it.each(pages)('%s says what it does, how, where and what buyers ask', (slug, module) => {
    const content = modulePages[slug];
    expect(content.benefits).toHaveLength(4);
    expect(content.steps).toHaveLength(3);
    expect(content.faqs.length).toBeGreaterThanOrEqual(4);
    expect(content.faqs.length).toBeLessThanOrEqual(6);
    for (const faq of content.faqs) {
      expect(faq.question.trim()).toMatch(/\?$/);
      expect(faq.answer.trim().length).toBeGreaterThan(40);
    }
    const questions = content.faqs.map((faq) => faq.question);
    expect(new Set(questions).size).toBe(questions.length);
    expect(content.coverageNote.length).toBeGreaterThan(40);
    // The module's own icon marks its page once, in the hero: sections use others.
    const icons = [...content.benefits, ...content.steps].map((item) => item.icon);
    expect(icons).not.toContain(module.icon);
  });

  it.each(pages)('%s leads on to two or three other modules', (slug) => {
    const related = modulePages[slug].relatedSlugs;
    expect(related.length).toBeGreaterThanOrEqual(2);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(new Set(related).size).toBe(related.length);
    expect(related).not.toContain(slug);
    for (const other of related) expect(techSolutionSubPages).toContain(other);
  });

  it('never says "coming soon" about a module we sell', () => {
    expect(JSON.stringify([modulePages, modulePageCopy, platformModules])).not.toMatch(
      /coming soon|being built/i,
    );
  });

  it('covers the four Nordic countries, each with the local ERP the Local ERPs page names', () => {
    expect(moduleCountries).toEqual(
      ['Sweden', 'Norway', 'Denmark', 'Finland'].map((country) =>
        supportedErps.find((erp) => erp.country === country),
      ),
    );
    expect(moduleCountries.map((erp) => erp.system)).toEqual([
      'Fortnox, Visma',
      'Tripletex',
      'e-conomic',
      'Netvisor',
    ]);
  });

  it('links the coverage section to pages of the route table', () => {
    const paths = new Set(staticRoutes.map((r) => r.path));
    const { localErpsLink, globalErpLink } = modulePageCopy.coverage;
    expect(paths).toContain(localErpsLink.href);
    expect(paths).toContain(globalErpLink.href);
  });

  it('shows modules as cards titled as the pages they open', () => {
    expect(moduleCards(platformModules)).toEqual(
      platformModules.map((m) => ({
        icon: m.icon,
        title: m.title,
        description: m.summary,
        href: m.path,
      })),
    );
  });
});

describe('tech-solution in Swedish', () => {
  it('has the same modules, found in the Swedish list', () => {
    expect(svModules.platformModules.map((m) => m.slug)).toEqual([...techSolutionSubPages]);
    expect(en_registry_modules_ns.findModule('expense', svModules.platformModules)?.title).toBe(
      'Utlägg',
    );
    expect(
      en_registry_modules_ns.findModule('anything-else', svModules.platformModules),
    ).toBeUndefined();
    expect(svOverview.modulesSection.title).toBe('Sex moduler, en inloggning');
  });

  it('covers the same countries and ERPs, named in Swedish', () => {
    expect(svPages.moduleCountries.map((erp) => erp.system)).toEqual(
      moduleCountries.map((erp) => erp.system),
    );
    expect(svLocalErps.integrationSupportText('Sverige')).toBe(
      'Fullt integrationsstöd för verksamhet i Sverige',
    );
  });

  it('labels the steps and the ERP options in the page’s language', () => {
    expect(techSolutionCopy.step(2)).toBe('Step 2');
    expect(svCopy.step(2)).toBe('Steg 2');
    expect(
      techSolutionOverview.erpOptions.map((option) => techSolutionCopy.exploreOption(option.title)),
    ).toEqual(['Explore Global ERP', 'Explore Local ERPs']);
    expect(svOverview.erpOptions.map((option) => svCopy.exploreOption(option.title))).toEqual([
      'Mer om globalt affärssystem',
      'Mer om lokala affärssystem',
    ]);
  });
});
