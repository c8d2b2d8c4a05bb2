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

/** The answers the form can give, each rendered by the page (contact-answers.tsx). */
export type ContactAnswerStatus = Exclude<ContactStatus, 'idle' | 'invalid'>;

/**
 * The ids of the titles that name the form's answer boxes (ContactForm): the confirmation, a
 * notice (contact-answers.tsx) and the error summary (contact-form-parts.tsx).
 */
export const ANSWER_TITLE_ID = {
  done: 'contact-answer-title',
  notice: 'contact-notice-title',
  errors: 'contact-errors-title',
};

export const initialContactState: ContactFormState = {
  status: 'idle',
  values: emptyValues,
  errors: {},
  answer: 0,
};
