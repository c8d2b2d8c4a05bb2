import type { Hero, Illustration, PageMeta } from './types';

export const contactPage = {
  title: 'Contact us',
  description:
    'Talk to Solvik about accounting, payroll and financial management. Send us a message, email or call us, or visit our office in Stockholm. We reply within one business day.',
  path: '/contact',
} satisfies PageMeta;

export const contactHero = {
  eyebrow: 'Contact',
  title: 'Let’s start a conversation',
  description:
    'You will talk to the people who would do the work: accountants, payroll specialists and the team behind the platform.',
} as const satisfies Hero;

export const contactForm = {
  title: 'Send us a message',
  responsePromise: 'We reply within one business day',
  intro:
    'Tell us a little about your company and what you need. Your message reaches our team through HubSpot, the system we answer inquiries in. No cookies, nothing to accept.',
  privacyNotice: {
    text: 'We use what you send only to answer you and follow up, and delete it no later than two years after our last contact.',
    link: { label: 'How we handle personal data', href: '/privacy' },
  },
  required: 'All fields are required unless marked optional.',
  optional: 'optional',
  submit: 'Send message',
  sending: 'Sending…',
  errorSummaryTitle: 'Please check the form',
  errorSummaryText: 'Some fields need another look before we can send your message:',
  /** Read before each field's message by screen readers only. */
  errorPrefix: 'Error:',
  sent: {
    title: 'Thank you, we have your message',
    text: 'It has reached our team, and the right person will get back to you within one business day.',
    again: 'Send another message',
  },
  /** HubSpot could not take it just now: it is kept and sent on by itself. */
  queued: {
    title: 'Thank you, your message is saved',
    text: 'Our system could not pass it to the team straight away, so we have saved it and will deliver it as soon as it can. There is no need to send it again.',
    urgent: 'If it is urgent, call or email us:',
    again: 'Send another message',
  },
  /** Not even the outbox took it: the visitor's text stays in the form. */
  failed: {
    title: 'Your message could not be sent',
    text: 'Something went wrong on our side and your message was not saved. Your text is still in the form: please try again in a few minutes, or call or email us.',
  },
  /** The outbox holds all it may (in all, or from the sender's network): email instead. */
  full: {
    title: 'Please email us instead',
    text: 'Our form cannot take more messages right now. Your text is still in the form below: copy it into an email to us, and we will reply within one business day.',
  },
  rateLimited: {
    title: 'Too many messages from your network',
    text: 'We have received several messages from your address in the last few minutes. Please wait ten minutes before you send another, or call or email us.',
  },
} as const;

/** Each field's label, hint and messages (the server's checks are lib/contact/validation.ts). */
export const contactFields = {
  name: {
    label: 'Your name',
    errors: {
      missing: 'Enter your name.',
      tooLong: 'Enter a name of 100 characters or fewer.',
    },
  },
  email: {
    label: 'Work email',
    hint: 'We reply to this address.',
    errors: {
      missing: 'Enter your work email address.',
      invalid: 'Enter an email address in the format name@company.se.',
    },
  },
  company: {
    label: 'Company',
    errors: {
      missing: 'Enter the name of your company.',
      tooLong: 'Enter a company name of 120 characters or fewer.',
    },
  },
  phone: {
    label: 'Phone',
    hint: 'If you would rather we call you. Include the country code, for example +46\u00a070\u00a0123\u00a045\u00a067.',
    errors: {
      invalid:
        'Enter a phone number of 7 to 15 digits, for example +46\u00a070\u00a0123\u00a045\u00a067, or leave it empty.',
    },
  },
  topic: {
    label: 'What would you like to do?',
    options: {
      sales: 'Talk to sales',
      demo: 'Book a demo',
      other: 'Something else',
    },
    errors: {
      missing: 'Choose what you would like to do.',
    },
  },
  message: {
    label: 'Your message',
    hint: 'For example: how many companies and countries you run, your ERP, and what you would like to change.',
    errors: {
      missing: 'Enter a message.',
      tooShort: 'Tell us a little more: at least 10 characters.',
      tooLong: 'Keep your message to 3,000 characters or fewer.',
    },
  },
  /** The honeypot's label, read only by bots (the field is hidden from everyone else). */
  honeypot: 'Leave this field empty',
} as const;

/** Beside the form: what a visitor can expect once they have sent it. */
export const contactNextSteps = {
  title: 'What happens next',
  steps: [
    'We read every message the same business day and pass it to the specialist for your countries.',
    'They reply within one business day to book a 30-minute call at a time that suits you.',
    'For a demo, we show the platform on data shaped like yours: companies, currencies, approvals.',
  ],
} as const;

export const contactChannels = {
  title: 'Connect with us',
  description: 'Prefer to talk to a person? Here is how to reach us.',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  officeLabel: 'Office in Stockholm',
  mapLinkLabel: 'Open in map',
  office: {
    name: 'contact-office',
    alt: 'Illustration: the view from our Stockholm office across the water to City Hall.',
  } satisfies Illustration,
} as const;
