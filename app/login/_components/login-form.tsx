'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
// The variants, not <Button>: button.tsx brings cn() and tailwind-merge into the browser.
import { buttonVariants } from '@/components/ui/button-variants';
import { loginPage } from '@/content/login';
import { siteConfig } from '@/lib/site-config';
import { showToast } from '@/lib/toast';
import { LOGIN_DELAY_MS } from '@/lib/ui-constants';

const { form: copy, toast } = loginPage;
const forgotHref = `mailto:${siteConfig.email}?subject=${encodeURIComponent(copy.forgotSubject)}`;

const inputClasses =
  'mt-2 block w-full rounded-brand border border-neutral-300 bg-white px-4 py-3 text-base text-primary placeholder:text-neutral-500 focus-visible:border-orange-600';

/**
 * The spec's mock sign-in: the browser checks the fields, then the form is busy for
 * LOGIN_DELAY_MS, confirms with a toast and clears itself. Nothing is sent anywhere.
 */
export function LoginForm() {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    timer.current = setTimeout(() => {
      setBusy(false);
      showToast({ kind: 'success', message: toast.message, description: toast.description });
      form.reset();
    }, LOGIN_DELAY_MS);
  }

  return (
    <form onSubmit={handleSubmit} aria-busy={busy} className="space-y-6">
      <div>
        <label htmlFor="login-email" className="block font-semibold text-primary">
          {copy.email}
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          className={inputClasses}
        />
      </div>
      <div>
        <label htmlFor="login-password" className="block font-semibold text-primary">
          {copy.password}
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={inputClasses}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <label className="flex items-center gap-2 text-neutral-700">
          <input
            name="remember"
            type="checkbox"
            className="size-5 rounded border-neutral-400 accent-orange-600"
          />
          {copy.remember}
        </label>
        <a
          href={forgotHref}
          className="font-semibold text-orange-700 underline-offset-4 hover:underline"
        >
          {copy.forgot}
        </a>
      </div>
      <button
        type="submit"
        className={buttonVariants({ size: 'lg', className: 'w-full' })}
        disabled={busy}
      >
        {busy ? copy.busy : copy.submit}
      </button>
    </form>
  );
}
