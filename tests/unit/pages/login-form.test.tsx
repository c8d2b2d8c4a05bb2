import { act, fireEvent, render, screen } from '@testing-library/react';
import { LoginForm } from '@/app/_pages/login/_components/login-form';
import { loginPage } from '@/content/login';
import { loginPage as swedishLoginPage } from '@/content/sv/login';
import { showToast } from '@/lib/toast';
import { LOGIN_DELAY_MS } from '@/lib/ui-constants';

jest.mock('@/lib/toast', () => ({ showToast: jest.fn() }));
const mockedToast = jest.mocked(showToast);

beforeEach(() => {
  jest.useFakeTimers();
  mockedToast.mockClear();
});
afterEach(() => jest.useRealTimers());

function fillAndSubmit() {
  render(<LoginForm locale="en" />);
  const email = screen.getByLabelText('Email address');
  const password = screen.getByLabelText('Password');
  const remember = screen.getByLabelText('Remember me');
  fireEvent.change(email, { target: { value: 'anna@example.com' } });
  fireEvent.change(password, { target: { value: 'correct horse' } });
  fireEvent.click(remember);
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return { email, password, remember };
}

describe('login form', () => {
  it('asks the browser to require both fields and an email address', () => {
    render(<LoginForm locale="en" />);
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email address')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it(`is busy for ${LOGIN_DELAY_MS} ms, then toasts success and clears the fields`, () => {
    const { email, password, remember } = fillAndSubmit();

    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(LOGIN_DELAY_MS - 1));
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeInTheDocument();
    expect(mockedToast).not.toHaveBeenCalled();
    expect(email).toHaveValue('anna@example.com');

    act(() => jest.advanceTimersByTime(1));
    expect(mockedToast).toHaveBeenCalledTimes(1);
    expect(mockedToast).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'success', message: loginPage.toast.message }),
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(email).toHaveValue('');
    expect(password).toHaveValue('');
    expect(remember).not.toBeChecked();
  });

  it('does not toast after the page is left mid-way', () => {
    const { unmount } = render(<LoginForm locale="en" />);
    fireEvent.submit(
      screen.getByRole('button', { name: 'Sign in' }).closest('form') as HTMLFormElement,
    );
    unmount();
    act(() => jest.advanceTimersByTime(LOGIN_DELAY_MS));
    expect(mockedToast).not.toHaveBeenCalled();
  });

  it('offers an honest way to recover a password: an email to support', () => {
    render(<LoginForm locale="en" />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('speaks Swedish on the Swedish page', () => {
    render(<LoginForm locale="sv" />);
    const { form } = swedishLoginPage;
    expect(screen.getByLabelText(form.email)).toBeRequired();
    expect(screen.getByLabelText(form.password)).toBeRequired();
    expect(screen.getByRole('button', { name: form.submit })).toBeEnabled();
    expect(screen.getByRole('link', { name: form.forgot })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(form.forgotSubject)),
    );
  });
});
