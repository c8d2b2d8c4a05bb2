import { render, screen, within } from '@testing-library/react';
import type * as React from 'react';
import { contactAnswers } from '@/app/_pages/contact/_components/contact-answers';
import { ContactForm } from '@/app/_pages/contact/_components/contact-form';
import { contactFormParts } from '@/app/_pages/contact/_components/contact-form-parts';
import * as en from '@/content/contact';
import { translations } from '@/content/words';
import { inLocale } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import type { ContactFormState } from '@/lib/contact/form-state';

const typed = {
  name: 'Anna Lindqvist',
  email: 'anna@nordbyggab.example',
  company: 'Nordbygg AB',
  phone: '',
  topic: 'demo',
  message: 'We would like a demo for our five Nordic companies.',
} as const;
const fullState: ContactFormState = { status: 'full', values: typed, errors: {}, answer: 2 };

jest.mock('react', () => ({
  ...jest.requireActual<typeof React>('react'),
  useActionState: () => [fullState, jest.fn(), false],
}));

it.each(['en', 'sv'] as const)(
  'a full outbox asks the visitor to email us, in %s, and keeps what they typed',
  (locale) => {
    const { contactChannels, contactFields, contactForm } = inLocale(
      locale,
      en,
      translations.contact,
    );
    render(
      <ContactForm
        action={jest.fn()}
        parts={contactFormParts(locale, { contactFields, contactForm })}
        submitClassName="button"
        answers={contactAnswers(locale, { contactChannels, contactForm })}
      />,
    );
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(contactForm.full.title);
    expect(notice).toHaveTextContent(contactForm.full.text);
    expect(within(notice).getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    expect(screen.getByLabelText(contactFields.message.label, { exact: false })).toHaveValue(
      typed.message,
    );
    expect(screen.getByLabelText(contactFields.company.label, { exact: false })).toHaveValue(
      typed.company,
    );
  },
);
