import { act, cleanup, render, screen } from '@testing-library/react';
import { HubSpotForm } from '@/app/contact/_components/hubspot-form';

const SRC = 'https://js.hsforms.net/forms/embed/v2.js';

function renderForm() {
  return render(
    <HubSpotForm
      scriptSrc={SRC}
      region="na1"
      portalId="123"
      formId="abc"
      loading={<p>Loading form</p>}
      fallback={<p>Write to us instead</p>}
    />,
  );
}

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script[src="${SRC}"]`)];

function fire(script: HTMLScriptElement | undefined, type: 'load' | 'error') {
  if (!script) throw new Error('no script element was added');
  act(() => {
    script.dispatchEvent(new Event(type));
  });
}

describe('HubSpotForm', () => {
  let info: jest.SpyInstance;
  let error: jest.SpyInstance;
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    info = jest.spyOn(console, 'info').mockImplementation(() => {});
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    cleanup(); // unmount while console is still silenced: leaving logs too
    delete window.hbspt;
    scripts().forEach((script) => script.remove());
    jest.restoreAllMocks();
  });

  it('replaces a leftover copy of the script with one fresh copy', () => {
    const old = document.createElement('script');
    old.src = SRC;
    document.body.appendChild(old);

    renderForm();

    expect(old.isConnected).toBe(false);
    expect(scripts()).toHaveLength(1);
    expect(screen.getByText('Loading form')).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('Loading the HubSpot script'));
  });

  it('creates the form in its container once the script has loaded', () => {
    const create = jest.fn();
    renderForm();
    window.hbspt = { forms: { create } };
    fire(scripts()[0], 'load');

    expect(create).toHaveBeenCalledWith({
      region: 'na1',
      portalId: '123',
      formId: 'abc',
      target: '#hubspot-form-container',
    });
    expect(document.getElementById('hubspot-form-container')).toBeInTheDocument();
    expect(screen.queryByText('Loading form')).not.toBeInTheDocument();
    expect(screen.queryByText('Write to us instead')).not.toBeInTheDocument();
  });

  it('shows the fallback and logs when the script fails to load', () => {
    renderForm();
    fire(scripts()[0], 'error');

    expect(screen.getByText('Write to us instead')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'));
    expect(error).not.toHaveBeenCalled();
  });

  it('shows the fallback when the script loads without window.hbspt', () => {
    renderForm();
    fire(scripts()[0], 'load');

    expect(screen.getByText('Write to us instead')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('window.hbspt.forms is missing'));
  });

  it('shows the fallback when HubSpot throws while creating the form', () => {
    renderForm();
    const failure = new Error('bad portal');
    window.hbspt = {
      forms: {
        create: () => {
          throw failure;
        },
      },
    };
    fire(scripts()[0], 'load');

    expect(screen.getByText('Write to us instead')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not create'), failure);
  });

  it('removes the script when the page is left', () => {
    const { unmount } = renderForm();
    expect(scripts()).toHaveLength(1);
    unmount();
    expect(scripts()).toHaveLength(0);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('Removed the HubSpot script'));
  });
});
