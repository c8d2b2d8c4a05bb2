'use client';

import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type * as SonnerModule from 'sonner';
import { TOAST_EVENT, type ToastRequest } from '@/lib/toast';
import { TOAST_DURATION_MS } from '@/lib/ui-constants';

type Sonner = typeof SonnerModule;

/**
 * The toaster of a page that toasts (the sign-in page renders it). Until the page asks for a
 * toast it renders nothing; the first request loads sonner, mounts its <Toaster /> and shows it.
 */
export function ToasterHost() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const pending = useRef<ToastRequest[]>([]);
  const loading = useRef(false);

  const flush = useCallback((lib: Sonner) => {
    for (const request of pending.current.splice(0)) {
      lib.toast[request.kind](request.message, { description: request.description });
    }
  }, []);

  useEffect(() => {
    const onToast = (event: Event) => {
      pending.current.push((event as CustomEvent<ToastRequest>).detail);
      if (sonner) {
        flush(sonner);
      } else if (!loading.current) {
        loading.current = true;
        import('sonner').then(setSonner, (error: unknown) => {
          loading.current = false;
          console.error('Could not load the toast library', error);
        });
      }
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, [sonner, flush]);

  // Runs after <Toaster /> has mounted and subscribed, so queued toasts are not lost.
  useEffect(() => {
    if (sonner) flush(sonner);
  }, [sonner, flush]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={1}
      closeButton
      style={{ '--width': '420px' } as CSSProperties}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
