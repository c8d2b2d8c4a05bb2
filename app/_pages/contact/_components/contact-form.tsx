'use client';

import { useActionState, useEffect, useRef, type ReactNode } from 'react';
import type * as contactContent from '@/content/contact';
import {
  CONTACT_TOPICS,
  FIELD_NAMES,
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  MAX_LENGTH,
  MIN_MESSAGE_LENGTH,
  type FieldName,
} from '@/lib/contact/fields';
import {
  ANSWER_TITLE_ID,
  initialContactState,
  type ContactAnswerStatus,
  type ContactFormState,
} from '@/lib/contact/form-state';
import type { Locale } from '@/lib/i18n';
import { sendContactMessage } from '../actions';

const inputClasses =
  'mt-2 block w-full rounded-brand border border-neutral-300 bg-white px-4 py-3 text-base text-primary focus-visible:border-orange-600 aria-invalid:border-red-700 aria-invalid:border-2';
const linkClass = 'font-semibold text-orange-700 underline underline-offset-4';

const fieldId = (name: FieldName) => `contact-${name}`;
const hintId = (name: FieldName) => `contact-${name}-hint`;
const errorId = (name: FieldName) => `contact-${name}-error`;

type Fields = typeof contactContent.contactFields;

/**
 * The form's words, in the page's language: passed by the server page, so the form's JavaScript
 * carries no content module, let alone both languages'. The fields' error messages stay on the
 * server, which sends the ones that apply with its answer (lib/contact/validation.ts), and so do
 * the answers after a post (contact-answers.tsx).
 */
export type ContactFormCopy = {
  contactFields: { [Name in keyof Fields]: Omit<Fields[Name], 'errors'> };
  contactForm: Pick<
    typeof contactContent.contactForm,
    | 'required'
    | 'optional'
    | 'submit'
    | 'sending'
    | 'errorSummaryTitle'
    | 'errorSummaryText'
    | 'errorPrefix'
  >;
};

/** A field that takes text: one block of the form, as its definition in `TEXT_FIELDS` says. */
type TextFieldDefinition = {
  name: Exclude<FieldName, 'topic'>;
  /** The input's type; the message is a textarea. */
  input: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  spellCheck?: false;
  optional?: true;
};

/**
 * The text fields in the form's order: the four about the sender, in a row of two from small
 * screens up, then the message, below the topics. Whether a field has a hint is the copy's say.
 */
const TEXT_FIELDS = {
  sender: [
    { name: 'name', input: 'text', autoComplete: 'name' },
    { name: 'company', input: 'text', autoComplete: 'organization' },
    { name: 'email', input: 'email', autoComplete: 'email', spellCheck: false },
    { name: 'phone', input: 'tel', autoComplete: 'tel', optional: true },
  ],
  message: { name: 'message', input: 'textarea' },
} as const satisfies Record<string, TextFieldDefinition | readonly TextFieldDefinition[]>;

function TextField({
  field: { name, input, autoComplete, spellCheck, optional },
  value,
  error,
  copy: { contactFields, contactForm },
}: {
  field: TextFieldDefinition;
  value: string;
  error?: string;
  copy: ContactFormCopy;
}) {
  const words = contactFields[name];
  const hint = 'hint' in words ? words.hint : undefined;
  const control = {
    id: fieldId(name),
    name,
    required: !optional,
    maxLength: MAX_LENGTH[name],
    defaultValue: value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hint && hintId(name), error && errorId(name)].filter(Boolean).join(' ') || undefined,
    className: inputClasses,
  };
  return (
    // In a row of two, the inputs line up at the foot whatever stands above them.
    <div className="flex flex-col">
      <label htmlFor={fieldId(name)} className="block font-semibold text-primary">
        {words.label}
        {optional && (
          <span className="font-normal text-neutral-600"> ({contactForm.optional})</span>
        )}
      </label>
      {hint && (
        <p id={hintId(name)} className="mt-1 text-sm text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(name)} className="mt-1 font-semibold text-red-700">
          <span className="sr-only">{contactForm.errorPrefix} </span>
          {error}
        </p>
      )}
      <div className="mt-auto">
        {input === 'textarea' ? (
          <textarea {...control} rows={6} minLength={MIN_MESSAGE_LENGTH} />
        ) : (
          <input {...control} type={input} autoComplete={autoComplete} spellCheck={spellCheck} />
        )}
      </div>
    </div>
  );
}

type ContactFormProps = {
  locale: Locale;
  copy: ContactFormCopy;
  /** The submit button's classes, from the page: the form ships no button variants. */
  submitClassName: string;
  /** What the form says after a post, for each status, rendered by the page (contactAnswers). */
  answers: Record<ContactAnswerStatus, ReactNode>;
};

/**
 * The contact form: server-rendered, posted to the page's server action (sendContactMessage),
 * so it works without JavaScript, where the browser checks the fields first and the page comes
 * back with the answer. With JavaScript the answer shows in place, the server's messages
 * replace the browser's, and focus goes to the error summary or the confirmation.
 */
export function ContactForm({ locale, copy, submitClassName, answers }: ContactFormProps) {
  const { contactFields, contactForm } = copy;
  const [state, formAction, pending] = useActionState<ContactFormState, FormData>(
    sendContactMessage,
    initialContactState,
  );
  const form = useRef<HTMLFormElement>(null);
  const announcement = useRef<HTMLDivElement>(null);
  const { values, errors, status } = state;
  const invalid = FIELD_NAMES.filter((name) => errors[name]);

  useEffect(() => {
    // The server checks every field and says what is wrong in the page, next to each one.
    if (form.current) form.current.noValidate = true;
    // "Talk to sales" and "Book a demo" preselect their topic (only with JavaScript: the page
    // is static).
    const topic = new URLSearchParams(window.location.search).get('topic');
    if (
      topic &&
      (CONTACT_TOPICS as readonly string[]).includes(topic) &&
      form.current &&
      !form.current.querySelector('input[name=topic]:checked')
    ) {
      const option = form.current.querySelector<HTMLInputElement>(
        `input[name=topic][value=${topic}]`,
      );
      if (option) option.checked = true;
    }
  }, []);

  useEffect(() => {
    if (state.answer > 0) announcement.current?.focus();
  }, [state.answer]);

  if (status === 'sent' || status === 'queued') {
    return (
      <div
        ref={announcement}
        tabIndex={-1}
        role="status"
        data-contact-answer
        aria-labelledby={ANSWER_TITLE_ID.done}
        className="rounded-brand bg-orange-50 p-6 outline-none focus-visible:outline-2 focus-visible:outline-orange-600"
      >
        {answers[status]}
      </div>
    );
  }

  // When the form cannot take the message: what happened, and how to reach us instead.
  const notice = status === 'idle' || status === 'invalid' ? undefined : answers[status];

  return (
    <form
      // A new answer starts the fields again from the values the server kept.
      key={state.answer}
      ref={form}
      action={formAction}
      aria-busy={pending}
      className="space-y-6"
    >
      {invalid.length > 0 && (
        <div
          ref={announcement}
          tabIndex={-1}
          role="alert"
          aria-labelledby="contact-errors-title"
          className="rounded-brand border-2 border-red-700 bg-white p-5 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
        >
          <h3 id="contact-errors-title" className="font-heading text-lg font-bold text-primary">
            {contactForm.errorSummaryTitle}
          </h3>
          <p className="mt-1 text-neutral-700">{contactForm.errorSummaryText}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {invalid.map((name) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`} className={linkClass}>
                  {errors[name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {notice && (
        <div
          ref={announcement}
          tabIndex={-1}
          role="alert"
          aria-labelledby={ANSWER_TITLE_ID.notice}
          className="rounded-brand border-2 border-red-700 bg-white p-5 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
        >
          {notice}
        </div>
      )}

      <p className="text-sm text-neutral-600">{contactForm.required}</p>

      <div className="grid gap-6 sm:grid-cols-2">
        {TEXT_FIELDS.sender.map((field) => (
          <TextField
            key={field.name}
            field={field}
            value={values[field.name]}
            error={errors[field.name]}
            copy={copy}
          />
        ))}
      </div>

      <fieldset
        id={fieldId('topic')}
        tabIndex={-1}
        aria-invalid={errors.topic ? true : undefined}
        aria-describedby={errors.topic ? errorId('topic') : undefined}
        className="outline-none"
      >
        <legend className="font-semibold text-primary">{contactFields.topic.label}</legend>
        {errors.topic && (
          <p id={errorId('topic')} className="mt-1 font-semibold text-red-700">
            <span className="sr-only">{contactForm.errorPrefix} </span>
            {errors.topic}
          </p>
        )}
        {/* Tiles as wide as their words: a long option ("Prata med säljteamet") takes a line of
            its own rather than wrapping inside a third of the row. */}
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {CONTACT_TOPICS.map((topic) => (
            <label
              key={topic}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-brand border border-neutral-300 px-4 py-3 whitespace-nowrap text-primary has-checked:border-2 has-checked:border-primary has-focus-visible:outline-2 has-focus-visible:outline-orange-600 sm:grow"
            >
              <input
                type="radio"
                name="topic"
                value={topic}
                required
                defaultChecked={values.topic === topic}
                className="size-5 shrink-0 accent-primary"
              />
              {contactFields.topic.options[topic]}
            </label>
          ))}
        </div>
      </fieldset>

      <TextField
        field={TEXT_FIELDS.message}
        value={values.message}
        error={errors.message}
        copy={copy}
      />

      {/* The page's language: the server answers in it (lib/contact/validation.ts). */}
      <input type="hidden" name={LOCALE_FIELD} value={locale} />

      {/* For bots only: hidden from people and from assistive technology. */}
      <div aria-hidden="true" className="hidden">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{contactFields.honeypot}</label>
        <input
          id={`contact-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <button type="submit" disabled={pending} className={submitClassName}>
        {pending ? contactForm.sending : contactForm.submit}
      </button>
    </form>
  );
}
