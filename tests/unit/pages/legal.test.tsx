import { render, screen, within } from '@testing-library/react';
import { LocaleProvider } from '@/components/i18n/locale-context';
import { LegalPage } from '@/components/legal/legal-page';
import { cookiePolicy } from '@/content/legal/cookies';
import { privacyPolicy } from '@/content/legal/privacy';
import { termsOfService } from '@/content/legal/terms';
import { consentCopy as swedishConsent } from '@/content/sv/consent';
import { cookiePolicy as swedishCookiePolicy } from '@/content/sv/legal/cookies';
import { privacyPolicy as swedishPrivacyPolicy } from '@/content/sv/legal/privacy';
import { termsOfService as swedishTerms } from '@/content/sv/legal/terms';
import { formatAddress, siteConfig } from '@/lib/site-config';

describe('legal documents', () => {
  it('have the numbers of sections the spec asks for, in both languages', () => {
    expect(privacyPolicy.sections).toHaveLength(10);
    expect(termsOfService.sections).toHaveLength(9);
    expect(swedishPrivacyPolicy.sections).toHaveLength(10);
    expect(swedishTerms.sections).toHaveLength(9);
    expect(cookiePolicy.sections.map((s) => s.title)).toEqual([
      'What are cookies?',
      'Types of cookies',
      'Categories of cookies',
      'How our website uses cookies',
      'Managing cookies',
      'More information',
    ]);
    expect(swedishCookiePolicy.sections.map((s) => s.title)).toEqual([
      'Vad är cookies?',
      'Typer av cookies',
      'Kategorier av cookies',
      'Hur vår webbplats använder cookies',
      'Hantera lagring av cookies',
      'Mer information',
    ]);
  });

  it('renders numbered sections, the last-updated date and the company details', () => {
    render(<LegalPage document={termsOfService} locale="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: '9. Governing law and disputes' }),
    ).toBeVisible();
    expect(screen.getByText('November 22, 2026')).toHaveAttribute('datetime', '2026-11-22');
    const details = screen.getByRole('region', { name: 'Company details' });
    expect(within(details).getByText(siteConfig.legalName)).toBeVisible();
    expect(within(details).getByText(siteConfig.organisationNumber)).toBeVisible();
  });

  it('renders the English cookie policy in English', () => {
    const { container } = render(<LegalPage document={cookiePolicy} locale="en" />);
    expect(container.querySelector('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '1. What are cookies?' })).toBeVisible();
    expect(screen.getByText('November 24, 2026')).toHaveAttribute('datetime', '2026-11-24');
    const details = screen.getByRole('region', { name: 'Company details' });
    expect(within(details).getByText(formatAddress('en'))).toBeVisible();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('marks the Swedish cookie policy as Swedish and links to Swedish pages', () => {
    const { container } = render(
      <LocaleProvider locale="sv">
        <LegalPage document={swedishCookiePolicy} locale="sv" />
      </LocaleProvider>,
    );
    expect(container.querySelector('article')).toHaveAttribute('lang', 'sv');
    expect(screen.getByRole('heading', { level: 2, name: '1. Vad är cookies?' })).toBeVisible();
    expect(screen.getByText('24 november 2026')).toBeVisible();
    const details = screen.getByRole('region', { name: 'Företagsuppgifter' });
    expect(within(details).getByText(formatAddress('sv'))).toBeVisible();
    expect(screen.getByRole('link', { name: 'integritetspolicy' })).toHaveAttribute(
      'href',
      '/sv/privacy',
    );
  });

  it('names the cookie banner’s buttons as the Swedish banner does', () => {
    const text = JSON.stringify(swedishCookiePolicy.sections);
    const { acceptAll, rejectAll, settings } = swedishConsent.banner;
    for (const label of [acceptAll, rejectAll, settings, swedishConsent.footerLink]) {
      expect(text).toContain(`”${label}”`);
    }
  });
});
