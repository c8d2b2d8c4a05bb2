'use client';

import { useActionState, useEffect, useRef, type ReactNode } from 'react';
import {
  CONTACT_TOPICS,
  FIELD_NAMES,
  errorId,
  fieldId,
  type FieldName,
} from '@/lib/contact/fields';
import {
  ANSWER_TITLE_ID,
  initialContactState,
  type ContactAnswerStatus,
  type ContactFormState,
} from '@/lib/contact/form-state';
import type { ContactFormParts, TextFieldName } from './contact-form-parts';

const alertClasses =
  'rounded-brand border-2 border-red-700 bg-white p-5 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600';

/** The fields about the sender, in a row of two from small screens up, above the topics. */
const SENDER_FIELDS = ['name', 'company', 'email', 'phone'] as const;

/** A field's error, under its label: read out with the parts' prefix ("Error:"). */
function FieldError({ name, error, prefix }: { name: FieldName; error?: string; prefix: string }) {
  if (!error) return null;
  return (
    <p id={errorId(name)} className="mt-1 font-semibold text-red-700">
      <span className="sr-only">{prefix} </span>
      {error}
    </p>
  );
}

function TextField({
  name,
  value,
  error,
  parts,
}: {
  name: TextFieldName;
  value: string;
  error?: string;
  parts: ContactFormParts;
}) {
  const { 'aria-describedby': hint, ...control } = parts.controls[name];
  const Control = name === 'message' ? 'textarea' : 'input';
  return (
    // In a row of two, the inputs line up at the foot whatever stands above them.
    <div className="flex flex-col">
      {parts.labels[name]}
      <FieldError name={name} error={error} prefix={parts.errorPrefix} />
      <div className="mt-auto">
        <Control
          {...control}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint, error && errorId(name)].filter(Boolean).join(' ') || undefined}
        />
      </div>
    </div>
  );
}

type ContactFormProps = {
  /**
   * The page's server action (sendContactMessage), passed by the page: as a prop it reaches the
   * browser as a reference in the page's payload, and the form's JavaScript imports none.
   */
  action: (previous: ContactFormState, form: FormData) => Promise<ContactFormState>;
  /** What the form shows whatever its state, rendered by the page (contactFormParts). */
  parts: ContactFormParts;
  /** The submit button's classes, from the page: the form ships no button variants. */
  submitClassName: string;
  /** What the form says after a post, for each status, rendered by the page (contactAnswers). */
  answers: Record<ContactAnswerStatus, ReactNode>;
};

/**
 * The contact form: server-rendered, posted to the page's server action (`action`),
 * so it works without JavaScript, where the browser checks the fields first and the page comes
 * back with the answer. With JavaScript the answer shows in place, the server's messages
 * replace the browser's, and focus goes to the error summary or the confirmation. It renders
 * what changes with the answer (values, errors, the answer itself); its words and the rest of
 * its markup come rendered from the page.
 */
export function ContactForm({ action, parts, submitClassName, answers }: ContactFormProps) {
  const [state, formAction, pending] = useActionState(action, initialContactState);
  const form = useRef<HTMLFormElement>(null);
  const announcement = useRef<HTMLDivElement>(null);
  const { values, errors, status } = state;
  const invalid = FIELD_NAMES.filter((name) => errors[name]);

  useEffect(() => {
    if (!form.current) return;
    // The server checks every field and says what is wrong in the page, next to each one.
    form.current.noValidate = true;
    // "Talk to sales" and "Book a demo" preselect their topic (only with JavaScript: the page
    // is static). The radios' `value` is the checked one's, empty while none is; setting it
    // checks the radio of that value, and none when no topic has it.
    const topics = form.current.elements.namedItem('topic') as RadioNodeList;
    const topic = new URLSearchParams(window.location.search).get('topic');
    if (topic && !topics.value) topics.value = topic;
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
          aria-labelledby={ANSWER_TITLE_ID.errors}
          className={alertClasses}
        >
          {parts.summary}
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {invalid.map((name) => (
              <li key={name}>
                <a
                  href={`#${fieldId(name)}`}
                  className="font-semibold text-orange-700 underline underline-offset-4"
                >
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
          className={alertClasses}
        >
          {notice}
        </div>
      )}

      {parts.required}

      <div className="grid gap-6 sm:grid-cols-2">
        {SENDER_FIELDS.map((name) => (
          <TextField
            key={name}
            name={name}
            value={values[name]}
            error={errors[name]}
            parts={parts}
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
        {parts.labels.topic}
        <FieldError name="topic" error={errors.topic} prefix={parts.errorPrefix} />
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
              {parts.topics[topic]}
            </label>
          ))}
        </div>
      </fieldset>

      <TextField name="message" value={values.message} error={errors.message} parts={parts} />

      {parts.hidden}

      <button type="submit" disabled={pending} className={submitClassName}>
        {pending ? parts.sending : parts.submit}
      </button>
    </form>
  );
}
