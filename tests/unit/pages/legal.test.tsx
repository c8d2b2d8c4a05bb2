import { inLocale } from '@/lib/i18n';
import { render, screen, within } from '@testing-library/react';
import { LocaleProvider } from '@/components/i18n/locale-context';
import { LegalPage } from '@/components/legal/legal-page';
import { cookiePolicy } from '@/content/legal/cookies';
import { privacyPolicy } from '@/content/legal/privacy';
import { termsOfService } from '@/content/legal/terms';
import * as en_legal_cookies from '@/content/legal/cookies';
import { translations } from '@/content/words';
import * as en_legal_privacy from '@/content/legal/privacy';
import * as en_legal_terms from '@/content/legal/terms';
import { draftModeCookie } from '@/lib/security-headers';
import { formatAddress, siteConfig } from '@/lib/site-config';

const { cookiePolicy: swedishCookiePolicy } = inLocale(
  'sv',
  en_legal_cookies,
  translations.legalCookies,
);
const { privacyPolicy: swedishPrivacyPolicy } = inLocale(
  'sv',
  en_legal_privacy,
  translations.legalPrivacy,
);
const { termsOfService: swedishTerms } = inLocale('sv', en_legal_terms, translations.legalTerms);

describe('legal documents', () => {
  it('have every section, the same number in both languages', () => {
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
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: '9. Governing law and disputes' }),
    ).toBeVisible();
    expect(screen.getByText('November 28, 2026')).toHaveAttribute('datetime', '2026-11-28');
    const details = screen.getByRole('region', { name: 'Company details' });
    expect(within(details).getByText(siteConfig.legalName)).toBeVisible();
    expect(within(details).getByText(siteConfig.organisationNumber)).toBeVisible();
  });

  it('renders the English cookie policy in English', () => {
    const { container } = render(<LegalPage document={cookiePolicy} locale="en" />);
    expect(container.querySelector('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '1. What are cookies?' })).toBeVisible();
    expect(screen.getByText('November 26, 2026')).toHaveAttribute('datetime', '2026-11-26');
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
    expect(screen.getByText('28 november 2026')).toBeVisible();
    const details = screen.getByRole('region', { name: 'Företagsuppgifter' });
    expect(within(details).getByText(formatAddress('sv'))).toBeVisible();
    expect(screen.getByRole('link', { name: 'integritetspolicy' })).toHaveAttribute(
      'href',
      '/sv/privacy',
    );
  });

  it('lists the one cookie the site sets, and promises equal choices if consent ever returns', () => {
    for (const [policy, accept, reject] of [
      [cookiePolicy, '“Accept all”', '“Reject all”'],
      [swedishCookiePolicy, '”Godkänn alla”', '”Avvisa alla”'],
    ] as const) {
      const cookieTerms = policy.sections
        .flatMap((section) => section.blocks)
        .flatMap((block) => (block.kind === 'terms' ? block.items : []))
        .filter((item) => /^[_a-z]+ \(/.test(item.term));
      expect(cookieTerms.map((item) => item.term.split(' ')[0])).toEqual([draftModeCookie]);
      const text = JSON.stringify(policy.sections);
      expect(text).toContain(accept);
      expect(text).toContain(reject);
    }
  });

  it('names the same cookie categories in both languages', () => {
    const categories = (policy: typeof cookiePolicy | typeof swedishCookiePolicy) =>
      policy.sections[2]?.blocks.flatMap((block) =>
        block.kind === 'terms' ? block.items.map((item) => item.term) : [],
      );
    expect(categories(cookiePolicy)).toEqual([
      'Necessary',
      'Functional',
      'Advertising',
      'Analytics',
      'Performance',
      'Other',
    ]);
    expect(categories(swedishCookiePolicy)).toEqual([
      'Nödvändiga cookies',
      'Funktionscookies',
      'Annonscookies',
      'Analyscookies',
      'Prestandacookies',
      'Övriga cookies',
    ]);
  });
});
