import { fireEvent, render, screen } from '@testing-library/react';
import { NewsImage } from '@/components/news/news-image';
import { ImageFailureReporter } from '@/components/ui/image-failure-reporter';

const contentful = {
  url: 'https://images.ctfassets.net/space/asset/cover.jpg',
  origin: 'contentful',
  alt: 'A ledger on a desk',
  width: 1600,
  height: 900,
} as const;
const local = { url: '/news/cover.webp', origin: 'local', alt: 'A payroll calendar' } as const;

describe('NewsImage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders Contentful assets resized by the Images API, lazily, at their own size', () => {
    render(<NewsImage image={contentful} sizes="100vw" className="rounded" />);
    const img = screen.getByRole('img', { name: contentful.alt });
    const srcset = img.getAttribute('srcset') ?? '';
    expect(srcset).toContain(
      'https://images.ctfassets.net/space/asset/cover.jpg?w=640&q=75&fm=webp 640w',
    );
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('rounded');
  });

  it('sends bundled files through Next’s optimiser and fetches the opening image first', () => {
    render(<NewsImage image={local} sizes="100vw" priority fill />);
    const img = screen.getByRole('img', { name: local.alt });
    expect(img.getAttribute('srcset')).toMatch(/^\/_next\/image\?url=%2Fnews%2Fcover\.webp&w=640/);
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img.getAttribute('style')).toContain('position: absolute');
  });

  it('keeps the opening image out of the RSC payload’s preload hints, inside a <picture>', () => {
    // React's server renderer hints every eager <img> but those in a <picture>; a prefetch of
    // the page would download the image on the page that prefetched it (network-idle.spec.ts).
    const { container } = render(<NewsImage image={local} sizes="100vw" priority fill />);
    const picture = container.firstElementChild;
    expect(picture?.tagName).toBe('PICTURE');
    expect(picture).toHaveClass('contents');
    expect(picture?.children).toHaveLength(1);
    expect(picture?.firstElementChild).toBe(screen.getByRole('img', { name: local.alt }));
    // Lazy images are not hinted, so they need no wrapper.
    const lazy = render(<NewsImage image={local} sizes="100vw" fill />);
    expect(lazy.container.firstElementChild?.tagName).toBe('IMG');
  });

  it('takes an empty alt for images that repeat nearby text', () => {
    const { container } = render(<NewsImage image={local} sizes="40px" alt="" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('is logged by ImageFailureReporter when it cannot load, and loses its preview', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <NewsImage image={contentful} sizes="100vw" placeholder="data:image/webp;base64,UklGRg==" />
        <ImageFailureReporter />
      </>,
    );
    const img = screen.getByRole('img', { name: contentful.alt });
    expect(img.getAttribute('style')).toContain('background-size: cover');

    fireEvent.error(img);

    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^Image failed to load: https:\/\/images\.ctfassets\.net\//),
    );
    expect(img).toHaveAttribute('data-state', 'failed');
    expect(img.style.backgroundImage).toBe('none');
  });
});
