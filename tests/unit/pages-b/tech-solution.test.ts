import { platformModules } from '@/content/registry/modules';
import { genericSubPageContent } from '@/content/tech-solution/sub-pages';
import { techSolutionOverview } from '@/content/tech-solution/overview';
import { integrationSupportText, supportedErps } from '@/content/tech-solution/local-erps';
import {
  isTechSolutionSubPage,
  staticRoutes,
  techSolutionSubPagePath,
  techSolutionSubPages,
} from '@/lib/routes';
import { titleFromSlug } from '@/lib/slug-title';

describe('titleFromSlug', () => {
  it.each([
    ['expense', 'Expense'],
    ['supplier-invoice', 'Supplier Invoice'],
    ['time-reporting', 'Time Reporting'],
    ['payroll-approval', 'Payroll Approval'],
    ['project-reporting', 'Project Reporting'],
    ['a--b-', 'A B'],
  ])('%s → %s', (slug, title) => {
    expect(titleFromSlug(slug)).toBe(title);
  });
});

describe('platform module registry', () => {
  it('has one module per accepted sub-page, in the route table, each with its own icon', () => {
    expect(platformModules.map((m) => m.slug)).toEqual([...techSolutionSubPages]);
    const paths = new Set(staticRoutes.map((r) => r.path));
    for (const platformModule of platformModules) {
      expect(platformModule.path).toBe(techSolutionSubPagePath(platformModule.slug));
      expect(paths).toContain(platformModule.path);
      expect(platformModule.summary.length).toBeGreaterThan(40);
    }
    const icons = platformModules.map((m) => m.icon);
    expect(new Set(icons).size).toBe(icons.length);
    expect(icons).not.toContain(genericSubPageContent.icon);
  });

  it('titles each page as the spec does', () => {
    for (const platformModule of platformModules) {
      expect(platformModule.title).toBe(titleFromSlug(platformModule.slug));
    }
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

  it('lists one local ERP per market, each with full integration support', () => {
    expect(supportedErps.map((erp) => erp.country)).toEqual([
      'Sweden',
      'Norway',
      'Finland',
      'Denmark',
      'Germany',
      'UK/Australia',
    ]);
    expect(integrationSupportText('Sweden')).toBe(
      'Full integration support for Sweden-based operations',
    );
  });
});
