import { render, screen, within } from '@testing-library/react';
import type * as React from 'react';
import { contactAnswers } from '@/app/_pages/contact/_components/contact-answers';
import { ContactForm } from '@/app/_pages/contact/_components/contact-form';
import { contactFormParts } from '@/app/_pages/contact/_components/contact-form-parts';
import { page } from '@/app/_pages/contact/contact-page';
import * as en from '@/content/contact';
import { FIELD_NAMES, emptyValues, type FieldErrors } from '@/lib/contact/fields';
import type { ContactFormState } from '@/lib/contact/form-state';

/** Every field wrong at once: the answer the server gives an empty form. */
const errors: FieldErrors = Object.fromEntries(
  FIELD_NAMES.map((name) => [name, `${name} is wrong`]),
);
const invalidState: ContactFormState = {
  status: 'invalid',
  values: emptyValues,
  errors,
  answer: 1,
};

jest.mock('@/app/_pages/contact/actions', () => ({ sendContactMessage: jest.fn() }));
jest.mock('react', () => ({
  ...jest.requireActual<typeof React>('react'),
  useActionState: () => [invalidState, jest.fn(), false],
}));

function renderForm() {
  const { contactChannels, contactFields, contactForm } = en;
  return render(
    <ContactForm
      action={jest.fn()}
      parts={contactFormParts('en', { contactFields, contactForm })}
      submitClassName="button"
      answers={contactAnswers('en', { contactChannels, contactForm })}
    />,
  );
}

describe('the contact form', () => {
  it('lists its errors in the order of its fields', () => {
    const { container } = renderForm();
    const summary = screen.getByRole('alert');
    const listed = within(summary)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')?.slice(1));
    // The fields as a visitor meets them, top to bottom.
    const fields = Array.from(
      container.querySelectorAll<HTMLElement>('input[id], textarea[id], fieldset[id]'),
    )
      .map((field) => field.id)
      .filter((id) => listed.includes(id));
    expect(listed).toHaveLength(FIELD_NAMES.length);
    expect(listed).toEqual(fields);
    expect(listed[0]).toBe('contact-name');
    expect(listed[1]).toBe('contact-company');
  });

  it('sends with the primary button, in the one primary color, as the page renders it', () => {
    render(<page.Page locale="en" />);
    expect(screen.getByRole('button', { name: en.contactForm.submit })).toHaveClass(
      'bg-orange-600',
    );
  });
});
