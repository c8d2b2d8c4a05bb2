import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { Header } from '@/components/layout/header';
import { platformModules } from '@/content/registry/modules';
import { locales } from '@/lib/i18n';
import { navigation } from '@/content/navigation';

const { mainNav } = navigation('en');
import { siteConfig } from '@/lib/site-config';
import { DROPDOWN_CLOSE_DELAY_MS, HEADER_SOLID_AFTER_PX } from '@/lib/ui-constants';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));
const mockedPathname = jest.mocked(usePathname);

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  mockedPathname.mockReturnValue('/');
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  window.scrollTo = jest.fn();
});

describe('header background', () => {
  it('is transparent at the top and solid only after more than 20px of scroll', () => {
    render(<Header locale="en" />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollTo(HEADER_SOLID_AFTER_PX);
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollTo(HEADER_SOLID_AFTER_PX + 1);
    expect(header).toHaveAttribute('data-solid', 'true');
    expect(header).toHaveClass('bg-white');
    scrollTo(0);
    expect(header).toHaveAttribute('data-solid', 'false');
  });

  it('is always solid on the career page', () => {
    mockedPathname.mockReturnValue('/career');
    render(<Header locale="en" />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-solid', 'true');
  });
});

describe('desktop navigation', () => {
  it('lists every top-level item, Talk to sales and the external Login', () => {
    render(<Header locale="en" />);
    const [desktop] = screen.getAllByRole('navigation', { name: 'Main' });
    if (!desktop) throw new Error('no main navigation');
    for (const item of mainNav) {
      const control = item.dropdownItems
        ? within(desktop).getByRole('button', { name: item.label })
        : within(desktop).getByRole('link', { name: item.label });
      expect(control).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'Talk to sales' })[0]).toHaveAttribute(
      'href',
      '/contact?topic=sales',
    );
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute(
      'href',
      siteConfig.adminLoginUrl,
    );
  });

  it('opens a dropdown on hover and closes it 100 ms after the pointer leaves', () => {
    jest.useFakeTimers();
    render(<Header locale="en" />);
    const trigger = screen.getByRole('button', { name: 'Services' });
    const item = trigger.closest('li');
    expect(item).not.toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    fireEvent.pointerEnter(item as HTMLElement, { pointerType: 'mouse' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();

    fireEvent.pointerLeave(item as HTMLElement, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    jest.useRealTimers();
  });

  it('stays open when the pointer comes back within the delay', () => {
    jest.useFakeTimers();
    render(<Header locale="en" />);
    const trigger = screen.getByRole('button', { name: 'Tech Solution' });
    const item = trigger.closest('li') as HTMLElement;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(50));
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(500));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    jest.useRealTimers();
  });

  it('opens with the keyboard and closes with Escape, returning focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Header locale="en" />);
    const trigger = screen.getByRole('button', { name: 'Services' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.getByRole('link', { name: 'All services' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Global Accounting' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});

describe('mobile menu', () => {
  it('toggles, closes on Escape and on a route change', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Header locale="en" />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(
      toggle.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Global Payroll & HR' })).toHaveAttribute(
      'href',
      '/services/global-payroll',
    );

    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    expect(panel).toBeVisible();
    mockedPathname.mockReturnValue('/about');
    rerender(<Header locale="en" />);
    expect(panel).not.toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the product in the header', () => {
  const moduleLinks = platformModules.map((entry) => [entry.title, entry.path] as const);
  const required = [
    ...moduleLinks,
    ['Platform overview', '/tech-solution'],
    ['Global ERP', '/tech-solution/global-erp'],
    ['Local ERPs', '/tech-solution/local-erps'],
    ['NetSuite', '/tech-solution/netsuite'],
    ['Customers', '/customers'],
    ['Trust & security', '/trust'],
  ] as const;

  it.each(locales)('the %s menus link every module, Customers and Trust', (locale) => {
    const hrefs = navigation(locale).mainNav.flatMap((item) => [
      item.href,
      ...(item.dropdownItems ?? []).map((link) => link.href),
    ]);
    for (const [, href] of required) expect(hrefs).toContain(href);
    const tech = navigation(locale).mainNav.find((item) => item.href === '/tech-solution');
    // Every module says what it does in a line of its own.
    for (const link of tech?.dropdownItems ?? []) expect(link.description).toBeTruthy();
  });

  it('opens the Tech Solution menu on every module and the ERP pages, each with its line', async () => {
    const user = userEvent.setup();
    render(<Header locale="en" />);
    const [desktop] = screen.getAllByRole('navigation', { name: 'Main' });
    within(desktop as HTMLElement)
      .getByRole('button', { name: 'Tech Solution' })
      .focus();
    await user.keyboard('{Enter}');
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Tech Solution' }).getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    expect(within(panel).getByRole('list', { name: 'Modules' })).toBeVisible();
    for (const entry of platformModules) {
      const link = within(panel).getByRole('link', { name: new RegExp(`^${entry.title} `) });
      expect(link).toHaveAttribute('href', entry.path);
      expect(link).toHaveTextContent(entry.tagline);
    }
    expect(within(panel).getByRole('link', { name: /^NetSuite/ })).toHaveAttribute(
      'href',
      '/tech-solution/netsuite',
    );
  });

  it('reaches Customers and Trust from the About menu', async () => {
    const user = userEvent.setup();
    render(<Header locale="en" />);
    screen.getByRole('button', { name: 'About' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: /^Customers/ })).toHaveAttribute('href', '/customers');
    expect(screen.getByRole('link', { name: /^Trust & security/ })).toHaveAttribute(
      'href',
      '/trust',
    );
  });

  it('marks the section of the page as current, not every menu that links it', () => {
    // NetSuite is a service too, so Services links it; its page belongs to Tech Solution.
    mockedPathname.mockReturnValue('/tech-solution/netsuite');
    render(<Header locale="en" />);
    expect(screen.getByRole('button', { name: 'Tech Solution' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Services' })).not.toHaveAttribute('aria-current');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const mobile = document.getElementById(
      toggle.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const techLink = within(mobile).getByRole('link', { name: 'Tech Solution', hidden: true });
    expect(techLink).toHaveAttribute('aria-current', 'true');
    expect(within(mobile).getByRole('link', { name: 'NetSuite', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks About on a client case and Home on the home page only', () => {
    mockedPathname.mockReturnValue('/sv/customers/nordvik-logistics');
    render(<Header locale="sv" />);
    expect(screen.getByRole('button', { name: 'Om oss' })).toHaveAttribute('aria-current', 'true');
    const [desktop] = screen.getAllByRole('navigation', { name: 'Huvudmeny' });
    expect(within(desktop as HTMLElement).getByRole('link', { name: 'Start' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});
