import type { ReactNode } from 'react';
import type * as contactContent from '@/content/contact';
import {
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  MAX_LENGTH,
  MIN_MESSAGE_LENGTH,
  OPTIONAL_FIELDS,
  fieldId,
  hintId,
  type ContactTopic,
  type FieldName,
} from '@/lib/contact/fields';
import { ANSWER_TITLE_ID } from '@/lib/contact/form-state';
import type { Locale } from '@/lib/i18n';

type FormCopy = Pick<typeof contactContent, 'contactFields' | 'contactForm'>;

/** The fields that take text; the topic is a choice. */
export type TextFieldName = Exclude<FieldName, 'topic'>;

/**
 * A text field's control as the page renders it before any answer: an input, or the message's
 * textarea. Plain values only, as everything a server component passes to the browser.
 */
type ControlProps = {
  id: string;
  name: TextFieldName;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  spellCheck?: false;
  required: boolean;
  maxLength: number;
  minLength?: number;
  rows?: number;
  /** The field's hint, when it has one. */
  'aria-describedby'?: string;
  className: string;
};

const inputClasses =
  'mt-2 block w-full rounded-brand border border-neutral-300 bg-white px-4 py-3 text-base text-primary focus-visible:border-orange-600 aria-invalid:border-red-700 aria-invalid:border-2';

/** What each text field asks of the browser beyond its limits. */
const CONTROLS: Record<
  TextFieldName,
  Pick<ControlProps, 'type' | 'autoComplete' | 'spellCheck' | 'minLength' | 'rows'>
> = {
  name: { type: 'text', autoComplete: 'name' },
  company: { type: 'text', autoComplete: 'organization' },
  email: { type: 'email', autoComplete: 'email', spellCheck: false },
  phone: { type: 'tel', autoComplete: 'tel' },
  message: { rows: 6, minLength: MIN_MESSAGE_LENGTH },
};

/**
 * What the contact form shows whatever its state, rendered here on the server in the page's
 * language: ContactForm sets these parts among the fields, the values and the errors it renders,
 * and ships none of their words or markup in its JavaScript.
 */
export type ContactFormParts = {
  /** The line above the fields: which ones are required. */
  required: ReactNode;
  /** Each field's label, with its hint under it; the topic's is its fieldset's legend. */
  labels: Record<FieldName, ReactNode>;
  /** Each text field's control but its value and error, which the form adds. */
  controls: Record<TextFieldName, ControlProps>;
  topics: Record<ContactTopic, string>;
  /** The error summary's title and line, above the list of what to put right. */
  summary: ReactNode;
  /** The hidden fields: the page's language, and the honeypot for bots. */
  hidden: ReactNode;
  /** Read out before each field's error. */
  errorPrefix: string;
  submit: string;
  sending: string;
};

export function contactFormParts(
  locale: Locale,
  { contactFields, contactForm }: FormCopy,
): ContactFormParts {
  const hint = (name: FieldName) => {
    const words = contactFields[name];
    return 'hint' in words ? words.hint : undefined;
  };
  const label = (name: TextFieldName) => (
    <>
      <label htmlFor={fieldId(name)} className="block font-semibold text-primary">
        {contactFields[name].label}
        {OPTIONAL_FIELDS.includes(name) && (
          <span className="font-normal text-neutral-600"> ({contactForm.optional})</span>
        )}
      </label>
      {hint(name) && (
        <p id={hintId(name)} className="mt-1 text-sm text-neutral-600">
          {hint(name)}
        </p>
      )}
    </>
  );
  const control = (name: TextFieldName): ControlProps => ({
    ...CONTROLS[name],
    id: fieldId(name),
    name,
    required: !OPTIONAL_FIELDS.includes(name),
    maxLength: MAX_LENGTH[name],
    'aria-describedby': hint(name) ? hintId(name) : undefined,
    className: inputClasses,
  });
  return {
    required: <p className="text-sm text-neutral-600">{contactForm.required}</p>,
    labels: {
      name: label('name'),
      company: label('company'),
      email: label('email'),
      phone: label('phone'),
      topic: <legend className="font-semibold text-primary">{contactFields.topic.label}</legend>,
      message: label('message'),
    },
    controls: {
      name: control('name'),
      company: control('company'),
      email: control('email'),
      phone: control('phone'),
      message: control('message'),
    },
    topics: contactFields.topic.options,
    summary: (
      <>
        <h3 id={ANSWER_TITLE_ID.errors} className="font-heading text-lg font-bold text-primary">
          {contactForm.errorSummaryTitle}
        </h3>
        <p className="mt-1 text-neutral-700">{contactForm.errorSummaryText}</p>
      </>
    ),
    hidden: (
      <>
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
      </>
    ),
    errorPrefix: contactForm.errorPrefix,
    submit: contactForm.submit,
    sending: contactForm.sending,
  };
}
