import { render, screen, within } from '@testing-library/react';
import { TrustPage } from '@/app/_pages/trust/trust-page';
import { LocaleProvider } from '@/components/i18n/locale-context';
import type { Locale } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';

const { hosting } = siteConfig;

describe.each([
  ['en', 'At a glance', 'Stockholm, Sweden', 'Helsinki, Finland'],
  ['sv', 'I korthet', 'Stockholm, Sverige', 'Helsingfors, Finland'],
] as const)('the trust page in %s', (locale, factsTitle, primaryPlace, backupPlace) => {
  beforeEach(() => {
    render(
      <LocaleProvider locale={locale as Locale}>
        <TrustPage locale={locale as Locale} />
      </LocaleProvider>,
    );
  });

  it('names the hosting provider and its regions beside the lead', () => {
    const facts = screen.getByRole('region', { name: factsTitle });
    expect(facts).toHaveTextContent(hosting.legalName);
    expect(facts).toHaveTextContent(primaryPlace);
    expect(facts).toHaveTextContent(hosting.primary.zone);
    expect(facts).toHaveTextContent(backupPlace);
  });

  it('names the provider where the data lives and among the sub-processors', () => {
    const residency = document.getElementById('data-residency');
    if (!residency) throw new Error('no data residency section');
    expect(residency).toHaveTextContent(hosting.legalName);
    expect(residency).toHaveTextContent(primaryPlace);
    const processors = document.getElementById('sub-processors');
    if (!processors) throw new Error('no sub-processors section');
    expect(within(processors).getByRole('rowheader', { name: hosting.legalName })).toBeVisible();
  });
});
