/** The contact form's state between the browser and the server action (lib/contact/submit.ts). */
import { emptyValues, type ContactValues, type FieldErrors } from './fields';

export type ContactStatus =
  | 'idle'
  | 'invalid'
  | 'sent'
  | 'queued'
  | 'failed'
  | 'rate-limited'
  /** The outbox holds all it may, in all or from the sender's network: email us instead. */
  | 'full';

export type ContactFormState = {
  status: ContactStatus;
  /** What the visitor typed, kept whenever the form is shown again. */
  values: ContactValues;
  errors: FieldErrors;
  /** Changes with every answer, so the page can move focus to each new message. */
  answer: number;
};

export const initialContactState: ContactFormState = {
  status: 'idle',
  values: emptyValues,
  errors: {},
  answer: 0,
};
