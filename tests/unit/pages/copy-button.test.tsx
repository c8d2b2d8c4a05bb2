import { act, fireEvent, render, screen } from '@testing-library/react';
import { CodeSample } from '@/app/_pages/design-buttons/_components/code-sample';
import * as en from '@/content/design-guide';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { COPY_RESET_MS } from '@/lib/ui-constants';

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => jest.useRealTimers());

/** A code sample's copy button, in `locale`'s words as the page hands them. */
function renderButton(text: string, label: string, locale: Locale = 'en') {
  const { copy } = inLocale(locale, en, translations.designGuide).buttonGuide;
  render(<CodeSample code={text} label={label} copy={copy} />);
}

async function click() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
  });
}

describe('copy button', () => {
  it(`copies the text, says "Copied" and resets after ${COPY_RESET_MS} ms`, async () => {
    renderButton('<Button>Go</Button>', 'Code for the primary button');
    expect(screen.getByRole('button')).toHaveTextContent('Copy');

    await click();
    expect(writeText).toHaveBeenCalledWith('<Button>Go</Button>');
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Code for the primary button copied to the clipboard',
    );

    act(() => jest.advanceTimersByTime(COPY_RESET_MS - 1));
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button')).toHaveTextContent(/^Copy$/);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('restarts the 2 s period on a second click', async () => {
    renderButton('x', 'Sample');
    await click();
    act(() => jest.advanceTimersByTime(COPY_RESET_MS - 500));
    await click();
    act(() => jest.advanceTimersByTime(COPY_RESET_MS - 1));
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
  });

  it('says so when the clipboard refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    writeText.mockRejectedValue(new Error('denied'));
    renderButton('x', 'Sample');
    await click();
    expect(screen.getByRole('button')).toHaveTextContent('Copy failed');
    expect(screen.getByRole('status')).toHaveTextContent('Sample could not be copied');
  });

  it('speaks Swedish on the Swedish page', async () => {
    renderButton('x', 'Kod för knappen primary', 'sv');
    expect(screen.getByRole('button')).toHaveTextContent('Kopiera');
    await click();
    expect(screen.getByRole('button')).toHaveTextContent('Kopierat');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Kod för knappen primary har kopierats till urklipp',
    );
  });
});
