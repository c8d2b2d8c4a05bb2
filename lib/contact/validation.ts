/**
 * The contact form's fields: what the visitor may send and how it is cleaned before it goes
 * anywhere. Pure functions only, shared by the server action and its tests; the messages are
 * the page's words in the visitor's language, which the action hands in (content/contact.ts).
 */
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n';
import {
  CONTACT_TOPICS,
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  MAX_LENGTH,
  type ContactTopic,
  type ContactValues,
  type FieldErrors,
  type FieldName,
  MIN_MESSAGE_LENGTH,
} from './fields';

/** The message of each problem a field can have: the words of the form (`contactFields`). */
export type FieldMessages = {
  name: { errors: { missing: string; tooLong: string } };
  email: { errors: { missing: string; invalid: string } };
  company: { errors: { missing: string; tooLong: string } };
  phone: { errors: { invalid: string } };
  topic: { errors: { missing: string } };
  message: { errors: { missing: string; tooShort: string; tooLong: string } };
};

export type ValidationResult =
  | { ok: true; values: ContactValues & { topic: ContactTopic } }
  | { ok: false; values: ContactValues; errors: FieldErrors };

// Control characters other than tab and line breaks, and the Unicode line and paragraph
// separators, which some mail and CRM views show as nothing at all.
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/g;

/** Trims, drops control characters and folds runs of spaces; keeps line breaks where asked. */
export function normalise(value: string, { multiline = false } = {}): string {
  const clean = value.normalize('NFC').replace(/\r\n?/g, '\n').replace(controlCharacters, '');
  if (multiline) {
    return clean
      .split('\n')
      .map((line) => line.replace(/[ \t]+/g, ' ').trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
  return clean.replace(/\s+/g, ' ').trim();
}

// What a mail server accepts in practice: one @, a local part without spaces, and a domain with
// a dot and a top-level part of letters. Stricter rules refuse real addresses.
const emailPattern =
  /^[^\s@"(),:;<>[\\\]]{1,64}@(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/i;
// Digits with the usual separators and an optional leading +; 7 to 15 digits (E.164).
const phonePattern = /^\+?[0-9 ()./-]+$/;

function isTopic(value: string): value is ContactTopic {
  return (CONTACT_TOPICS as readonly string[]).includes(value);
}

/** Reads the form's fields from anything with `get` (FormData, URLSearchParams). */
export function readValues(form: { get(name: string): unknown }): ContactValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: normalise(text('name')),
    email: normalise(text('email')).toLowerCase(),
    company: normalise(text('company')),
    phone: normalise(text('phone')),
    topic: normalise(text('topic')),
    message: normalise(text('message'), { multiline: true }),
  };
}

/** The language the form was sent in: one of the site's when it says so, else English. */
export function readLocale(form: { get(name: string): unknown }): Locale {
  const sent = form.get(LOCALE_FIELD);
  return typeof sent === 'string' && isLocale(sent) ? sent : defaultLocale;
}

/** True when the honeypot holds anything: a bot filled in every field it found. */
export function isHoneypotFilled(form: { get(name: string): unknown }): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === 'string' && value.trim() !== '';
}

/** Checks normalised values; every field with a problem gets one of `messages`. */
export function validateValues(values: ContactValues, messages: FieldMessages): ValidationResult {
  const errors: FieldErrors = {};
  const tooLong = (field: FieldName) => values[field].length > MAX_LENGTH[field];

  if (!values.name) errors.name = messages.name.errors.missing;
  else if (tooLong('name')) errors.name = messages.name.errors.tooLong;

  if (!values.email) errors.email = messages.email.errors.missing;
  else if (tooLong('email') || !emailPattern.test(values.email)) {
    errors.email = messages.email.errors.invalid;
  }

  if (!values.company) errors.company = messages.company.errors.missing;
  else if (tooLong('company')) errors.company = messages.company.errors.tooLong;

  if (values.phone) {
    const digits = values.phone.replace(/\D/g, '').length;
    if (tooLong('phone') || !phonePattern.test(values.phone) || digits < 7 || digits > 15) {
      errors.phone = messages.phone.errors.invalid;
    }
  }

  if (!isTopic(values.topic)) errors.topic = messages.topic.errors.missing;

  if (!values.message) errors.message = messages.message.errors.missing;
  else if (values.message.length < MIN_MESSAGE_LENGTH) {
    errors.message = messages.message.errors.tooShort;
  } else if (tooLong('message')) errors.message = messages.message.errors.tooLong;

  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, values: { ...values, topic: values.topic as ContactTopic } };
}

/** Reads and checks a posted form, with the messages of the language it names (`LOCALE_FIELD`). */
export function validateContact(
  form: { get(name: string): unknown },
  messagesIn: (locale: Locale) => FieldMessages,
): ValidationResult {
  return validateValues(readValues(form), messagesIn(readLocale(form)));
}
