import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { Footer } from '@/components/layout/footer';
import { navigation } from '@/content/navigation';

const { footerSections } = navigation('en');
import { siteConfig } from '@/lib/site-config';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));
const mockedPathname = jest.mocked(usePathname);

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});

describe('footer', () => {
  it('shows the copyright line with the current year', () => {
    render(<Footer locale="en" />);
    const year = new Date().getFullYear();
    expect(screen.getByText(new RegExp(`© ${year} ${siteConfig.legalName}`))).toBeInTheDocument();
  });

  it('renders every group from the site config with its links', () => {
    render(<Footer locale="en" />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(footerSections.map((s) => s.title)).toEqual([
      'Company',
      'Services',
      'Tech Solution',
      'Legal',
    ]);
    for (const section of footerSections) {
      const heading = within(nav).getByRole('heading', { name: section.title });
      const list = heading.nextElementSibling as HTMLElement;
      const hrefs = within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(section.links.map((l) => l.href));
    }
  });

  it('shows the contact details from the identity file', () => {
    render(<Footer locale="en" />);
    expect(screen.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    expect(screen.getByRole('link', { name: siteConfig.phone })).toHaveAttribute(
      'href',
      siteConfig.phoneHref,
    );
  });

  it('scrolls smoothly to the top instead of reloading when the link is the current page', async () => {
    mockedPathname.mockReturnValue('/privacy');
    render(<Footer locale="en" />);
    await userEvent.click(screen.getByRole('link', { name: 'Privacy policy' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('navigates normally for other pages', async () => {
    mockedPathname.mockReturnValue('/privacy');
    render(<Footer locale="en" />);
    const link = screen.getByRole('link', { name: 'Terms of service' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
