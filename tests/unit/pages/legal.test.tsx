import { render, screen, within } from '@testing-library/react';
import { LegalPage } from '@/components/legal/legal-page';
import { cookiePolicy } from '@/content/legal/cookies';
import { privacyPolicy } from '@/content/legal/privacy';
import { termsOfService } from '@/content/legal/terms';
import { siteConfig } from '@/lib/site-config';

describe('legal documents', () => {
  it('have the numbers of sections the spec asks for', () => {
    expect(privacyPolicy.sections).toHaveLength(10);
    expect(termsOfService.sections).toHaveLength(9);
    expect(cookiePolicy.sections.map((s) => s.title)).toEqual([
      'Vad är cookies?',
      'Typer av cookies',
      'Kategorier av cookies',
      'Hur vår webbplats använder cookies',
      'Hantera lagring av cookies',
      'Mer information',
    ]);
  });

  it('renders numbered sections, the last-updated date and the company details', () => {
    render(<LegalPage document={termsOfService} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: '9. Governing law and disputes' }),
    ).toBeVisible();
    expect(screen.getByText('22 November 2026')).toHaveAttribute('datetime', '2026-11-22');
    const details = screen.getByRole('region', { name: 'Company details' });
    expect(within(details).getByText(siteConfig.legalName)).toBeVisible();
    expect(within(details).getByText(siteConfig.organisationNumber)).toBeVisible();
  });

  it('marks the Swedish cookie policy as Swedish', () => {
    const { container } = render(<LegalPage document={cookiePolicy} />);
    expect(container.querySelector('article')).toHaveAttribute('lang', 'sv');
    expect(screen.getByText('24 november 2026')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Företagsuppgifter' })).toBeVisible();
  });
});
