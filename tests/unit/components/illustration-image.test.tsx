import { fireEvent, render, screen } from '@testing-library/react';
import { IllustrationImage } from '@/components/ui/illustration-image';
import { ImageFailureReporter } from '@/components/ui/image-failure-reporter';

const image = { name: 'home-hero', alt: 'The Solvik dashboard beside our mobile app' } as const;

describe('IllustrationImage', () => {
  it('renders a responsive, lazily loaded <img> on a plain background, without client code', () => {
    render(<IllustrationImage image={image} sizes="100vw" className="w-full" />);
    const img = screen.getByRole('img', { name: image.alt });
    // (Jest stands a stub in for the imported file, so its name and size are not ours here.)
    expect(img.getAttribute('srcset')).toMatch(/^\/_next\/image\?url=.* 640w, .* 750w/);
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
    expect(img).toHaveAttribute('loading', 'lazy');
    // No blurred preview: it would weigh more in the HTML than it is worth below the fold.
    expect(img.getAttribute('style') ?? '').not.toContain('background-size');
    expect(img).toHaveClass('w-full', 'bg-neutral-100');
    expect(img).not.toHaveClass('blur-md');
  });

  it('sets a hero inline, as an image with its alt text and nothing to fetch', () => {
    const { container } = render(<IllustrationImage image={image} inline className="w-full" />);
    const svg = screen.getByRole('img', { name: image.alt });
    expect(svg.tagName).toBe('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 1200 900');
    expect(svg).toHaveAttribute('data-art', 'home-hero');
    expect(svg).toHaveClass('w-full');
    // The artwork itself (its shadow filter, renamed for this page), not a file or a preview.
    expect(svg.querySelector('filter#home-hero-shadow')).not.toBeNull();
    expect(container.querySelector('img, image')).toBeNull();
  });
});

describe('ImageFailureReporter', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs an illustration that fails', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <IllustrationImage image={image} sizes="100vw" />
        <ImageFailureReporter />
      </>,
    );
    const img = screen.getByRole('img', { name: image.alt });

    fireEvent.error(img);

    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^Image failed to load: .*\/_next\/image\?url=/),
    );
    expect(img).toHaveAttribute('data-state', 'failed');
  });

  it('reports one that failed before the page was hydrated', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken = document.createElement('img');
    broken.setAttribute('data-illustration', '');
    broken.src = '/_next/image?url=missing.webp';
    Object.defineProperty(broken, 'complete', { value: true });
    Object.defineProperty(broken, 'naturalWidth', { value: 0 });
    document.body.append(broken);

    render(<ImageFailureReporter />);

    expect(error).toHaveBeenCalledTimes(1);
    expect(broken).toHaveAttribute('data-state', 'failed');
    broken.remove();
  });

  it('leaves other images and loaded illustrations alone', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        {/* eslint-disable-next-line @next/next/no-img-element -- a plain image, not an illustration */}
        <img alt="An avatar" src="/avatar.png" />
        <ImageFailureReporter />
      </>,
    );

    fireEvent.error(screen.getByRole('img', { name: 'An avatar' }));

    expect(error).not.toHaveBeenCalled();
  });
});
