import {
  genericSubPageContent,
  techSolutionSubPageContent,
} from '@/content/tech-solution/sub-pages';
import { techSolutionOverview } from '@/content/tech-solution/overview';
import { integrationSupportText, supportedErps } from '@/content/tech-solution/local-erps';
import { isTechSolutionSubPage, staticRoutes, techSolutionSubPages } from '@/lib/routes';
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

describe('tech-solution sub-page registry', () => {
  it('has exactly the six accepted values, each with its own icon and a description', () => {
    const entries = Object.entries(techSolutionSubPageContent);
    expect(entries.map(([slug]) => slug).sort()).toEqual([...techSolutionSubPages].sort());
    expect(entries).toHaveLength(6);
    const icons = entries.map(([, content]) => content.icon);
    expect(new Set(icons).size).toBe(6);
    expect(icons).not.toContain(genericSubPageContent.icon);
    for (const [, content] of entries) expect(content.description.length).toBeGreaterThan(40);
  });

  it('accepts only the six values', () => {
    expect(techSolutionSubPages.every(isTechSolutionSubPage)).toBe(true);
    expect(isTechSolutionSubPage('anything-else')).toBe(false);
    expect(isTechSolutionSubPage('netsuite')).toBe(false);
    expect(isTechSolutionSubPage('constructor')).toBe(false);
  });
});

describe('tech-solution content', () => {
  it('links modules only to routes of the route table', () => {
    const paths = new Set(staticRoutes.map((r) => r.path));
    for (const platformModule of techSolutionOverview.modules) {
      if (platformModule.subPage)
        expect(paths).toContain(`/tech-solution/${platformModule.subPage}`);
    }
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
