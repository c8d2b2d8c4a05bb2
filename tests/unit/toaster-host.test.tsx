import { act, render, screen } from '@testing-library/react';
import { ToasterHost } from '@/components/toaster-host';
import { showToast } from '@/lib/toast';

describe('ToasterHost', () => {
  beforeAll(() => {
    window.matchMedia = jest.fn().mockReturnValue({
      matches: false,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }) as unknown as typeof window.matchMedia;
  });

  it('renders nothing until a toast is requested', () => {
    const { container } = render(<ToasterHost />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the toaster on the first request and shows the message', async () => {
    render(<ToasterHost />);
    act(() => showToast({ kind: 'success', message: 'Saved', description: 'All good' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('shows one toast at a time', async () => {
    render(<ToasterHost />);
    act(() => showToast({ kind: 'info', message: 'First' }));
    await screen.findByText('First');
    act(() => showToast({ kind: 'info', message: 'Second' }));
    await screen.findByText('Second');
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(1);
  });
});
