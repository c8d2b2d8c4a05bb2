import { render, screen } from '@testing-library/react';
import { NotFoundPage, notFoundMetadata } from '@/app/_pages/not-found/not-found-page';
import { HeroActions } from '@/components/marketing/hero-actions';
import { LocaleProvider } from '@/components/i18n/locale-context';

describe('the 404 page', () => {
  it('names the site in its title, in English and in Swedish', () => {
    expect(notFoundMetadata('en').title).toEqual({ absolute: 'Page not found (404) | Solvik' });
    expect(notFoundMetadata('sv').title).toEqual({
      absolute: '404 – Sidan kunde inte hittas | Solvik',
    });
  });

  it('leads home with a primary button, the color of every main action', () => {
    render(
      <LocaleProvider locale="en">
        <NotFoundPage locale="en" />
        <HeroActions actions={[{ label: 'Talk to sales', href: '/contact' }]} />
      </LocaleProvider>,
    );
    const home = screen.getByRole('link', { name: 'Back to the homepage' });
    const main = screen.getByRole('link', { name: 'Talk to sales' });
    expect(home).toHaveClass('bg-orange-600');
    expect(main).toHaveClass('bg-orange-600');
  });
});
