import { render, screen, within } from '@testing-library/react';
import { LocaleProvider } from '@/components/i18n/locale-context';
import { ServicePage } from '@/components/services/service-page';
import { findCase } from '@/content/cases';
import { services, type Service } from '@/content/registry/services';
import * as en_cases from '@/content/cases';
import * as en_registry_services from '@/content/registry/services';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';

const findSwedishCase = (slug: Parameters<typeof en_cases.findCase>[0]) =>
  en_cases.findCase(slug, inLocale('sv', en_cases, translations.cases).clientCases);
const { services: swedishServices } = inLocale(
  'sv',
  en_registry_services,
  translations.registryServices,
);

/**
 * A service page answers a buyer's questions: where it runs, what is included and what is not,
 * how many weeks onboarding takes in which phases, what drives the price (never a price), and a
 * client who uses it. Both languages, from the same structure.
 */

const languages = [
  ['en', services, findCase],
  ['sv', swedishServices, findSwedishCase],
] as const;

/** A price: an amount with a currency, either side. */
const price = /\d[\d\s.,]*\s?(kr|sek|eur|usd|€|\$|kronor)\b|[€$]\s?\d/i;

describe.each(languages)('service pages in %s', (locale, list, caseOf) => {
  it.each(list.map((service) => [service.slug, service] as const))(
    '%s answers where, what, how long, how much and who',
    (_slug, { page, path }) => {
      expect(page.coverage.countries.length).toBeGreaterThan(0);
      expect(page.coverage.note.length).toBeGreaterThan(40);
      expect(page.included.length).toBeGreaterThanOrEqual(4);
      expect(page.notIncluded.length).toBeGreaterThanOrEqual(2);

      // Concrete phases in weeks: from week 1, one after the other, with no gap.
      const { phases } = page.onboarding;
      expect(phases.length).toBeGreaterThanOrEqual(3);
      expect(phases[0]?.weeks[0]).toBe(1);
      phases.forEach(({ weeks: [from, to] }, index) => {
        expect(to).toBeGreaterThanOrEqual(from);
        if (index > 0) expect(from).toBe((phases[index - 1]?.weeks[1] ?? 0) + 1);
      });

      expect(page.pricing.drivers.length).toBeGreaterThanOrEqual(3);
      expect(JSON.stringify(page.pricing)).not.toMatch(price);

      const clientCase = caseOf(page.clientCase.slug);
      expect(clientCase?.services.map((service) => service.href)).toContain(path);
    },
  );

  it('renders the answers, and links the case in the page language', () => {
    const service = list.find((entry) => entry.slug === 'local-payroll') as Service;
    render(
      <LocaleProvider locale={locale as Locale}>
        <ServicePage service={service} locale={locale as Locale} />
      </LocaleProvider>,
    );
    const countries = screen.getByRole('list', { name: /countries|länder/i });
    expect(within(countries).getAllByRole('listitem')).toHaveLength(
      service.page.coverage.countries.length,
    );
    for (const item of service.page.included) expect(screen.getByText(item)).toBeInTheDocument();
    for (const item of service.page.notIncluded) expect(screen.getByText(item)).toBeInTheDocument();
    for (const phase of service.page.onboarding.phases) {
      expect(screen.getByRole('heading', { level: 3, name: phase.title })).toBeInTheDocument();
    }
    expect(screen.getByText(locale === 'en' ? 'Weeks 7–8' : 'Vecka 7–8')).toBeInTheDocument();
    for (const driver of service.page.pricing.drivers) {
      expect(screen.getByText(driver.name)).toBeInTheDocument();
    }
    const clientCase = caseOf(service.page.clientCase.slug);
    const prefix = locale === 'sv' ? '/sv' : '';
    expect(
      screen.getByRole('link', { name: new RegExp(`: ${clientCase?.title}$`) }),
    ).toHaveAttribute('href', `${prefix}${clientCase?.path}`);
    expect(document.querySelectorAll('[data-case-figure]')).toHaveLength(3);
  });
});

describe('the claims on service pages', () => {
  // The page shows the figure once, in the case's results with their source.
  it.each(languages)('in %s: the copy states no "70%" of its own', (_l, list) => {
    for (const service of list) {
      const copy = JSON.stringify(service.page);
      expect(copy).not.toMatch(/70\s?%/);
    }
  });
});
