'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { showToast, type ToastRequest } from '@/lib/toast';
import { LOGIN_DELAY_MS } from '@/lib/ui-constants';

type LoginFormBehaviourProps = {
  /** The fields, rendered on the server. */
  children: ReactNode;
  submit: { label: string; busyLabel: string; className: string };
  toast: Omit<ToastRequest, 'kind'>;
};

/**
 * What the sign-in form does in the browser, and nothing else: the copy, the fields and the
 * button's styles come from the server (LoginForm), so the page ships no content module and no
 * class-variance-authority for them.
 */
export function LoginFormBehaviour({ children, submit, toast }: LoginFormBehaviourProps) {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    timer.current = setTimeout(() => {
      setBusy(false);
      showToast({ kind: 'success', ...toast });
      form.reset();
    }, LOGIN_DELAY_MS);
  }

  return (
    <form onSubmit={handleSubmit} aria-busy={busy} className="space-y-6">
      {children}
      <button type="submit" className={submit.className} disabled={busy}>
        {busy ? submit.busyLabel : submit.label}
      </button>
    </form>
  );
}
