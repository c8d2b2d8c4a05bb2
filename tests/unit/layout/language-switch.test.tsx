import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { Header } from '@/components/layout/header';
import { HeaderSearch } from '@/components/search/header-search';
import type { LanguageChoice } from '@/components/layout/language-link';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { LocaleProvider } from '@/components/i18n/locale-context';
import * as siteEn from '@/content/site';
import { translations } from '@/content/words';
import { htmlLang, inLocale, locales, otherLocales, type Locale } from '@/lib/i18n';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));
const mockedPathname = jest.mocked(usePathname);

beforeEach(() => mockedPathname.mockReturnValue('/'));

/** The language switch's links in the header (desktop) and in the mobile menu's panel. */
function switchLinks(hrefLang: string): HTMLAnchorElement[] {
  return Array.from(
    screen.getByRole('banner').querySelectorAll<HTMLAnchorElement>(`a[hreflang="${hrefLang}"]`),
  );
}

describe('otherLocales', () => {
  it.each(locales)(
    "gives every language of the registry but %s, in the registry's order",
    (locale) => {
      expect(otherLocales(locale)).toEqual(locales.filter((other) => other !== locale));
      expect(otherLocales(locale)).not.toContain(locale);
    },
  );
});

describe('the header offers every other language of the registry', () => {
  it.each(locales)(
    'on a page in %s, each by its own name, in the header and the mobile menu',
    (locale) => {
      render(<Header locale={locale} />);
      for (const other of otherLocales(locale)) {
        const { name, description } = inLocale(other, siteEn, translations.site).siteCopy
          .thisLanguage;
        const links = switchLinks(htmlLang[other]);
        expect(links).toHaveLength(2);
        for (const link of links) {
          expect(link).toHaveTextContent(name);
          expect(link).toHaveAttribute('lang', htmlLang[other]);
          expect(link).toHaveAttribute('title', description);
        }
      }
    },
  );
});

describe('with two languages (the registry today)', () => {
  const oneLink =
    'inline-flex min-h-11 items-center gap-2 rounded-brand px-3 text-[0.95rem] font-medium text-primary hover:text-orange-700';
  const swedish: LanguageChoice = {
    locale: 'sv',
    lang: htmlLang.sv,
    ...inLocale('sv', siteEn, translations.site).siteCopy.thisLanguage,
  };
  const menu = { label: 'Language', current: 'English' };

  it('an English page has one link to its Swedish twin, with the globe, in each place', () => {
    mockedPathname.mockReturnValue('/services/global-payroll');
    const { container } = render(
      <>
        <LanguageSwitch choices={[swedish]} menu={menu} />
        <LanguageSwitch choices={[swedish]} menu={menu} block />
      </>,
    );
    const [desktop, mobile] = Array.from(container.querySelectorAll('a'));
    expect(container.querySelectorAll('a')).toHaveLength(2);
    for (const link of [desktop, mobile]) {
      expect(link).toHaveAttribute('href', '/sv/services/global-payroll');
      expect(link).toHaveAttribute('lang', 'sv');
      expect(link).toHaveAttribute('title', 'Läs den här sidan på svenska');
      expect(link).toHaveTextContent(/^Svenska$/);
      expect(link?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(desktop).toHaveAttribute('class', oneLink);
    expect(mobile).toHaveAttribute('class', `${oneLink} w-full`);
    expect(container.querySelector('details')).toBeNull();
  });

  it('a Swedish page links its English twin, named in English', () => {
    mockedPathname.mockReturnValue('/sv/about');
    render(
      <LocaleProvider locale="sv">
        <Header locale="sv" />
      </LocaleProvider>,
    );
    const links = switchLinks('en');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/about');
      expect(link).toHaveAttribute('lang', 'en');
      expect(link).toHaveAttribute('title', 'Read this page in English');
      expect(link).toHaveTextContent(/^English$/);
    }
  });

  it('a news post asks /language, which knows where the post is published', () => {
    mockedPathname.mockReturnValue('/news/a-post');
    render(<Header locale="en" />);
    for (const link of switchLinks('sv')) {
      expect(link).toHaveAttribute('href', '/language?to=sv&path=%2Fnews%2Fa-post');
    }
  });
});

describe('with three languages', () => {
  // A language the registry does not have: the switch takes its choices from the header.
  const german = 'de' as string as Locale;
  const choice = (locale: Locale, name: string, description: string): LanguageChoice => ({
    locale,
    lang: locale,
    name,
    description,
  });
  const fromEnglish = [
    choice('sv', 'Svenska', 'Läs den här sidan på svenska'),
    choice(german, 'Deutsch', 'Diese Seite auf Deutsch lesen'),
  ];
  const menu = { label: 'Language', current: 'English' };

  it('the desktop header has a closed menu: a globe, named for the page’s language', () => {
    mockedPathname.mockReturnValue('/about');
    const { container } = render(<LanguageSwitch choices={fromEnglish} menu={menu} />);
    const summary = container.querySelector('details > summary');
    expect(summary).toBeVisible();
    expect(summary).toHaveTextContent(/^Language: English$/);
    expect(screen.getByText('Language: English')).toHaveClass('sr-only');
    expect(summary?.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
    expect(container.querySelector('details')).not.toHaveAttribute('open');
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(['Svenska', 'Deutsch']);
    for (const link of links) expect(link).not.toBeVisible();
  });

  it('lists every other language by its own name, each link in its language', async () => {
    const user = userEvent.setup();
    mockedPathname.mockReturnValue('/about');
    const { container } = render(<LanguageSwitch choices={fromEnglish} menu={menu} />);
    await user.click(container.querySelector('summary') as HTMLElement);
    for (const [name, lang, title] of [
      ['Svenska', 'sv', 'Läs den här sidan på svenska'],
      ['Deutsch', 'de', 'Diese Seite auf Deutsch lesen'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toBeVisible();
      expect(link).toHaveAttribute('href', `/${lang}/about`);
      expect(link).toHaveAttribute('hreflang', lang);
      expect(link).toHaveAttribute('lang', lang);
      expect(link).toHaveAttribute('title', title);
    }
  });

  it('reaches its links with Tab, and Escape closes it, returning the focus to its button', async () => {
    const user = userEvent.setup();
    const { container } = render(<LanguageSwitch choices={fromEnglish} menu={menu} />);
    const details = container.querySelector('details') as HTMLDetailsElement;
    const summary = container.querySelector('summary') as HTMLElement;
    await user.tab();
    expect(summary).toHaveFocus();
    // jsdom has no keyboard activation of a summary (a browser opens it on Enter and Space).
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Svenska' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it('closes on a click elsewhere, not on a click inside', () => {
    const { container } = render(
      <>
        <LanguageSwitch choices={fromEnglish} menu={menu} />
        <p>Elsewhere</p>
      </>,
    );
    const details = container.querySelector('details') as HTMLDetailsElement;
    details.open = true;
    fireEvent.pointerDown(screen.getByText('Deutsch'));
    expect(details.open).toBe(true);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(details.open).toBe(false);
  });

  it('shares its group with the search panel, so the browser keeps one of them open', () => {
    const { container } = render(
      <>
        <HeaderSearch locale="en" />
        <LanguageSwitch choices={fromEnglish} menu={menu} />
      </>,
    );
    const [search, languages] = Array.from(container.querySelectorAll('details'));
    expect(languages?.getAttribute('name')).toBeTruthy();
    expect(search?.getAttribute('name')).toBe(languages?.getAttribute('name'));
  });

  it('a news post’s links ask /language for each language', () => {
    mockedPathname.mockReturnValue('/news/a-post');
    render(<LanguageSwitch choices={fromEnglish} menu={menu} />);
    const hrefs = screen
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/language?to=sv&path=%2Fnews%2Fa-post',
      '/language?to=de&path=%2Fnews%2Fa-post',
    ]);
  });

  it('the mobile menu lists them as links side by side, in a labelled list', () => {
    mockedPathname.mockReturnValue('/sv/about');
    const fromSwedish = [
      choice('en', 'English', 'Read this page in English'),
      choice(german, 'Deutsch', 'Diese Seite auf Deutsch lesen'),
    ];
    const { container } = render(
      <LocaleProvider locale="sv">
        <LanguageSwitch choices={fromSwedish} menu={{ label: 'Språk', current: 'Svenska' }} block />
      </LocaleProvider>,
    );
    expect(container.querySelector('details')).toBeNull();
    const list = screen.getByRole('list', { name: 'Språk' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['English', '/about'],
      ['Deutsch', '/de/about'],
    ]);
    for (const link of links) expect(link).toBeVisible();
    expect(links[1]).toHaveAttribute('lang', 'de');
  });
});
