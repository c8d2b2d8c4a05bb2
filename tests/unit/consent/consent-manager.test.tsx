import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { ConsentManager } from '@/components/consent/consent-manager';
import type { ConsentRequest } from '@/components/consent/consent-store';
import { ConsentUi } from '@/components/consent/consent-ui';
import { saveConsent } from '@/components/consent/save-consent';
import {
  ASK_ATTRIBUTE,
  CONSENT_COOKIE,
  CONSENT_VERSION,
  OPEN_SETTINGS_ATTRIBUTE,
} from '@/lib/consent';
import { REJECT_ALL } from '@/lib/consent-write';

// The root layout's order: the banner (rendered on the server, shown while <html> carries
// ASK_ATTRIBUTE; jsdom applies no stylesheet, so the attribute is what is checked), then the
// manager. jsdom has no modal dialogs; these stand-ins keep the open attribute the way browsers do.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function renderPage() {
  return render(
    <>
      <ConsentBanner locale="en" />
      <ConsentManager />
      <main id="main-content" tabIndex={-1} />
      <footer>
        <a href="/cookies#section-5" {...{ [OPEN_SETTINGS_ATTRIBUTE]: '' }}>
          Cookie settings
        </a>
      </footer>
    </>,
  );
}

const asking = () => document.documentElement.getAttribute(ASK_ATTRIBUTE) === 'ask';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute(ASK_ATTRIBUTE);
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

// The banner and settings are a lazy chunk; on a busy machine it takes a moment to arrive.
describe('ConsentManager', () => {
  it('asks on a first visit and stores Reject all', async () => {
    renderPage();
    await waitFor(() => expect(asking()).toBe(true), { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(asking()).toBe(false);
    expect(document.cookie).toMatch(
      new RegExp(`${CONSENT_COOKIE}=${CONSENT_VERSION}\\.\\d+\\.00(;|$)`),
    );
    expect(document.getElementById('main-content')).toHaveFocus();
  });

  it('stays quiet once the visitor has chosen', async () => {
    saveConsent(REJECT_ALL);
    renderPage();
    // Give a lazy chunk the chance to appear if it wrongly would.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(asking()).toBe(false);
  });

  it('opens the settings from the footer and hands focus back on close', async () => {
    saveConsent(REJECT_ALL);
    renderPage();
    const opener = screen.getByRole('link', { name: 'Cookie settings' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cookie settings' },
      { timeout: 10_000 },
    );
    expect(screen.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    // Nothing on the site uses an optional category: each is shown, off, and cannot be switched.
    expect(screen.queryByRole('checkbox', { name: /Functional/ })).not.toBeInTheDocument();
    for (const name of [/Analytics/, /Marketing/]) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name })).toBeDisabled();
    }

    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(dialog).not.toBeInTheDocument();
    expect(document.cookie).toMatch(/\.00(;|$)/);
    expect(opener).toHaveFocus();
  });
});

describe('ConsentUi', () => {
  const page = (request: ConsentRequest | null) => (
    <>
      <ConsentBanner locale="en" />
      <ConsentUi request={request} />
      <main id="main-content" tabIndex={-1} />
    </>
  );

  // It used to take only the request made before it loaded, and to listen for later ones in an
  // effect of its own: a click between its first render and that effect was lost, and the
  // banner stayed up. It now acts on each request ConsentManager hands it, once.
  it('carries out a request that arrives after its first render', () => {
    const { rerender } = render(page(null));
    expect(asking()).toBe(true);
    rerender(page({ action: 'reject', id: 1 }));
    expect(asking()).toBe(false);
    expect(document.cookie).toMatch(/\.00(;|$)/);
  });

  it('carries out each request once: the same one handed again does nothing', () => {
    const settings = { action: 'settings', id: 1 } as const;
    const { rerender } = render(page(settings));
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close cookie settings' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(page({ ...settings }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(page({ action: 'settings', id: 2 }));
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
  });
});
