import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SmartImage } from '@/components/ui/smart-image';

describe('SmartImage', () => {
  afterEach(() => jest.restoreAllMocks());

  // next/image reports `load` after the image has decoded, a tick later.
  it('blurs an image until it has loaded', async () => {
    render(<SmartImage src="/news/cover.jpg" alt="A ledger" width={1200} height={675} />);
    const image = screen.getByRole('img', { name: 'A ledger' });
    expect(image).toHaveClass('blur-md');
    expect(image).toHaveAttribute('data-state', 'loading');

    fireEvent.load(image);

    await waitFor(() => expect(image).toHaveAttribute('data-state', 'loaded'));
    expect(image).not.toHaveClass('blur-md');
  });

  it('logs a failed load and shows the image un-blurred', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<SmartImage src="/news/missing.jpg" alt="A missing cover" width={1200} height={675} />);
    const image = screen.getByRole('img', { name: 'A missing cover' });

    fireEvent.error(image);

    expect(error).toHaveBeenCalledWith('Image failed to load: /news/missing.jpg');
    expect(image).not.toHaveClass('blur-md');
    expect(image).toHaveAttribute('data-state', 'failed');
  });
});
