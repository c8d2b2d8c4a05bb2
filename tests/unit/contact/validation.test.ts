/** @jest-environment node */
import { contactFields } from '@/content/contact';
import { contactFields as swedishFields } from '@/content/sv/contact';
import { MAX_LENGTH, type ContactValues } from '@/lib/contact/fields';
import { locales, type Locale } from '@/lib/i18n';
import {
  isHoneypotFilled,
  normalise,
  readLocale,
  readValues,
  validateContact,
  validateValues,
} from '@/lib/contact/validation';

const valid: ContactValues = {
  name: 'Anna Lindqvist',
  email: 'anna.lindqvist@nordbyggab.example',
  company: 'Nordbygg AB',
  phone: '+46 70 123 45 67',
  topic: 'demo',
  message: 'We run payroll in Sweden, Norway and Finland and would like to see the platform.',
};

const form = (values: Record<string, string>) => new URLSearchParams(values);
/** The messages in each language, as the contact page hands them in. */
const messagesIn = (locale: Locale) => (locale === 'sv' ? swedishFields : contactFields);

describe('normalise', () => {
  it('trims, folds spaces and drops control characters', () => {
    expect(normalise('  Anna \t  Lindqvist\u0000\u0007 ')).toBe('Anna Lindqvist');
    expect(normalise('Nord\u2028bygg')).toBe('Nordbygg');
  });

  it('keeps line breaks in a message, at most one empty line, and no trailing spaces', () => {
    expect(
      normalise(' Hello \r\n\r\n\r\n\r\nSecond line  \rThird\u001b ', { multiline: true }),
    ).toBe('Hello\n\nSecond line\nThird');
  });

  it('composes accents into one form', () => {
    expect(normalise('A\u030Angström')).toBe('Ångström');
  });
});

describe('validateValues', () => {
  it('accepts a complete message, and the phone may be left out', () => {
    expect(validateValues(valid, contactFields)).toEqual({ ok: true, values: valid });
    expect(validateValues({ ...valid, phone: '' }, contactFields).ok).toBe(true);
  });

  it('names every missing field with its own message', () => {
    const result = validateValues(
      {
        ...valid,
        name: '',
        email: '',
        company: '',
        topic: '',
        message: '',
      },
      contactFields,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: contactFields.name.errors.missing,
      email: contactFields.email.errors.missing,
      company: contactFields.company.errors.missing,
      topic: contactFields.topic.errors.missing,
      message: contactFields.message.errors.missing,
    });
  });

  it.each([
    'anna',
    'anna@',
    '@nordbygg.example',
    'anna@nordbygg',
    'anna lindqvist@nordbygg.example',
    'anna@nordbygg..example',
    'anna@-nordbygg.example',
    'anna@nordbygg.example.',
    '"anna"@nordbygg.example',
  ])('refuses the email address %s', (email) => {
    const result = validateValues({ ...valid, email }, contactFields);
    expect(result.ok || result.errors.email).toBe(contactFields.email.errors.invalid);
  });

  it.each(['anna+sales@nordbygg.example', 'a.b-c_d@mail.nord-bygg.co.uk', 'x@y.se'])(
    'accepts the email address %s',
    (email) => expect(validateValues({ ...valid, email }, contactFields).ok).toBe(true),
  );

  it.each(['12345', '+46 70 123 45 67 89 12 34', 'call me', '070-123 45 67 ext'])(
    'refuses the phone number %s',
    (phone) => {
      const result = validateValues({ ...valid, phone }, contactFields);
      expect(result.ok || result.errors.phone).toBe(contactFields.phone.errors.invalid);
    },
  );

  it.each(['070-123 45 67', '+47 22 12 34 56', '(08) 123 456 70'])(
    'accepts the phone number %s',
    (phone) => expect(validateValues({ ...valid, phone }, contactFields).ok).toBe(true),
  );

  it('refuses a topic that is not offered', () => {
    const result = validateValues({ ...valid, topic: 'newsletter' }, contactFields);
    expect(result.ok || result.errors.topic).toBe(contactFields.topic.errors.missing);
  });

  it('holds every field to its length', () => {
    const long = (field: keyof typeof MAX_LENGTH) => 'x'.repeat(MAX_LENGTH[field] + 1);
    const result = validateValues(
      {
        ...valid,
        name: long('name'),
        company: long('company'),
        message: long('message'),
      },
      contactFields,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: contactFields.name.errors.tooLong,
      company: contactFields.company.errors.tooLong,
      message: contactFields.message.errors.tooLong,
    });
    const short = validateValues({ ...valid, message: 'Call me' }, contactFields);
    expect(short.ok || short.errors.message).toBe(contactFields.message.errors.tooShort);
  });
});

describe('reading the posted form', () => {
  it('normalises what was posted and lower-cases the email', () => {
    const values = readValues(
      form({ ...valid, name: '  Anna   Lindqvist ', email: ' Anna@NordByggAB.example ' }),
    );
    expect(values.name).toBe('Anna Lindqvist');
    expect(values.email).toBe('anna@nordbyggab.example');
  });

  it('treats a missing or non-text field as empty', () => {
    const data = new FormData();
    data.set('name', new Blob(['x']), 'file.txt');
    expect(readValues(data).name).toBe('');
    expect(validateContact(data, messagesIn).ok).toBe(false);
  });

  it('sees a filled honeypot', () => {
    expect(isHoneypotFilled(form({ ...valid, website: 'https://spam.example' }))).toBe(true);
    expect(isHoneypotFilled(form({ ...valid, website: ' ' }))).toBe(false);
    expect(isHoneypotFilled(form(valid))).toBe(false);
  });
});

describe('the language of the answer', () => {
  it('reads the form’s locale: one of the site’s languages when it names one, else English', () => {
    for (const locale of locales) expect(readLocale(form({ ...valid, locale }))).toBe(locale);
    expect(readLocale(form({ ...valid, locale: 'made-up' }))).toBe('en');
    expect(readLocale(form({ ...valid, locale: 'SV ' }))).toBe('en');
    expect(readLocale(form(valid))).toBe('en');
  });

  it('answers a form sent from a Swedish page in Swedish', () => {
    const result = validateContact(
      form({ ...valid, email: 'anna@', topic: '', locale: 'sv' }),
      messagesIn,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      email: swedishFields.email.errors.invalid,
      topic: swedishFields.topic.errors.missing,
    });
  });

  it('answers in English when the locale is missing or unknown', () => {
    const result = validateContact(form({ ...valid, company: '', locale: 'fr' }), messagesIn);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ company: contactFields.company.errors.missing });
  });
});
