import { render, screen } from '@testing-library/react';
import { pageNumbers, ResultPages, resultsPageHref } from '@/app/_pages/search/result-pages';

describe('pageNumbers', () => {
  it('shows every page of a short list, and cuts a long one around the current page', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(1, 9)).toEqual([1, 2, 'gap', 9]);
    expect(pageNumbers(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    // One number alone is shown rather than a gap standing for it.
    expect(pageNumbers(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9]);
    expect(pageNumbers(9, 9)).toEqual([1, 'gap', 8, 9]);
  });
});

describe('resultsPageHref', () => {
  it('links a page of results in the language, the first page without a number', () => {
    expect(resultsPageHref('en', 'month-end close', 1)).toBe('/search?q=month-end+close');
    expect(resultsPageHref('sv', 'lön & skatt', 2)).toBe('/sv/search?q=l%C3%B6n+%26+skatt&page=2');
  });
});

describe('ResultPages', () => {
  it('links the previous, next and numbered pages, the current one marked and not a link', () => {
    render(<ResultPages locale="sv" query="lön" page={2} pages={3} />);
    const nav = screen.getByRole('navigation', { name: 'Resultatsidor' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Föregående' })).toHaveAttribute(
      'href',
      '/sv/search?q=l%C3%B6n',
    );
    expect(screen.getByRole('link', { name: 'Nästa' })).toHaveAttribute(
      'href',
      '/sv/search?q=l%C3%B6n&page=3',
    );
    expect(screen.getByRole('link', { name: 'Sida 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sida 2' })).toBeNull();
    expect(screen.getByText('2')).toHaveAttribute('aria-current', 'page');
  });
});
