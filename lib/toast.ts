/**
 * Asks the global toaster to show a message. The toaster (components/toaster-host.tsx) loads
 * the toast library only when the first message arrives, so pages that never toast never
 * download it.
 */
type ToastKind = 'success' | 'error' | 'info';

export type ToastRequest = {
  kind: ToastKind;
  message: string;
  description?: string;
};

export const TOAST_EVENT = 'solvik:toast';

export function showToast(request: ToastRequest): void {
  window.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, { detail: request }));
}
