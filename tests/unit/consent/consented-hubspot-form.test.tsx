import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentedHubSpotForm } from '@/app/contact/_components/consented-hubspot-form';
import { saveConsent } from '@/components/consent/save-consent';
import { CONSENT_COOKIE } from '@/lib/consent';
import { REJECT_ALL } from '@/lib/consent-write';

const SRC = 'https://js.hsforms.net/forms/embed/v2.js';
const scripts = () => document.querySelectorAll(`script[src="${SRC}"]`);

function renderForm() {
  return render(
    <ConsentedHubSpotForm
      scriptSrc={SRC}
      region="na1"
      portalId="123"
      formId="abc"
      loading={<p>Loading form</p>}
      fallback={<p>Could not load</p>}
      consentCard={<p>Write to us or allow the form</p>}
      allowLabel="Allow functional cookies and load the form"
      groupLabel="Contact form"
    />,
  );
}

function clearCookies() {
  for (const name of [CONSENT_COOKIE, 'hubspotutk', '__hstc']) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe('ConsentedHubSpotForm', () => {
  beforeEach(() => {
    clearCookies();
    jest.spyOn(console, 'info').mockImplementation(() => {});
  });

  afterEach(() => {
    cleanup();
    scripts().forEach((script) => script.remove());
    clearCookies();
    jest.restoreAllMocks();
  });

  it('without a choice shows the card and adds no script', () => {
    renderForm();
    expect(screen.getByText('Write to us or allow the form')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Allow functional cookies/ })).toBeEnabled();
    expect(scripts()).toHaveLength(0);
  });

  it('after Reject all still adds no script', () => {
    saveConsent(REJECT_ALL);
    renderForm();
    expect(screen.getByText('Write to us or allow the form')).toBeInTheDocument();
    expect(scripts()).toHaveLength(0);
  });

  it('the card button stores functional consent, loads the script and focuses the form', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: /Allow functional cookies/ }));
    // Storing the choice is loaded on the click.
    const group = await screen.findByRole('group', { name: 'Contact form' }, { timeout: 10_000 });
    expect(document.cookie).toMatch(new RegExp(`${CONSENT_COOKIE}=1\\.\\d+\\.100`));
    // The form's code is fetched on consent, then it adds HubSpot's script.
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(group).toHaveFocus();
    expect(screen.queryByText('Write to us or allow the form')).not.toBeInTheDocument();
  });

  it('withdrawing consent removes the script and HubSpot’s cookies', () => {
    saveConsent({ ...REJECT_ALL, functional: true });
    renderForm();
    expect(scripts()).toHaveLength(1);
    document.cookie = 'hubspotutk=abc; Path=/';

    act(() => saveConsent(REJECT_ALL));
    expect(scripts()).toHaveLength(0);
    expect(document.cookie).not.toContain('hubspotutk');
    expect(screen.getByText('Write to us or allow the form')).toBeInTheDocument();
  });
});
