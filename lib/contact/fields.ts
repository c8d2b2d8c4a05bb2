/**
 * The contact form's fields and limits: what the form in the browser and the server's checks
 * (validation.ts) share. Free of copy, so the form's JavaScript carries no content module: its
 * words come from the page, in the page's language.
 */

export const CONTACT_TOPICS = ['sales', 'demo', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** In the form's order, which its error summary follows. */
export const FIELD_NAMES = ['name', 'company', 'email', 'phone', 'topic', 'message'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** The fields a visitor may leave empty; every other one is required. */
export const OPTIONAL_FIELDS: readonly FieldName[] = ['phone'];

/** The honeypot: hidden from people and assistive technology, filled in only by bots. */
export const HONEYPOT_FIELD = 'website';

/** A hidden field: the language of the page the form was sent from, so the answer speaks it. */
export const LOCALE_FIELD = 'locale';

/** The ids that tie each field's control to its label, hint and error. */
export const fieldId = (name: FieldName) => `contact-${name}`;
export const hintId = (name: FieldName) => `contact-${name}-hint`;
export const errorId = (name: FieldName) => `contact-${name}-error`;

/** The longest value each field takes, in characters. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  company: 120,
  phone: 30,
  topic: 10,
  message: 3000,
} as const satisfies Record<FieldName, number>;

/** The shortest message taken, in characters. */
export const MIN_MESSAGE_LENGTH = 10;

export type ContactValues = Record<FieldName, string>;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const emptyValues: ContactValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  topic: '',
  message: '',
};
