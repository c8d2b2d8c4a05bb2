/**
 * Asks the page's toaster (components/toaster-host.tsx, rendered by the pages that toast) to
 * show a message. It loads the toast library only when the first message arrives.
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
