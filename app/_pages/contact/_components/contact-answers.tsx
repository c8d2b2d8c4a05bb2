import type { ReactNode } from 'react';
import { CircleCheck } from '@/components/ui/icons';
import type * as contactContent from '@/content/contact';
import { ANSWER_TITLE_ID, type ContactAnswerStatus } from '@/lib/contact/form-state';
import { localizedPath, type Locale } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';

const linkClass = 'font-semibold text-orange-700 underline underline-offset-4';

type AnswerCopy = Pick<typeof contactContent, 'contactChannels' | 'contactForm'>;

/**
 * What the contact form says after a post, in the page's language, rendered here on the server:
 * ContactForm shows the one its status names, in a box it focuses, and ships none of their words
 * or markup in its JavaScript.
 */
export function contactAnswers(
  locale: Locale,
  { contactChannels, contactForm }: AnswerCopy,
): Record<ContactAnswerStatus, ReactNode> {
  // How the visitor reaches a person: shown when the form cannot help right now.
  const channels = (
    <ul className="mt-3 space-y-1">
      <li>
        {contactChannels.emailLabel}:{' '}
        <a href={`mailto:${siteConfig.email}`} className={linkClass}>
          {siteConfig.email}
        </a>
      </li>
      <li>
        {contactChannels.phoneLabel}:{' '}
        <a href={siteConfig.phoneHref} className={linkClass}>
          {siteConfig.phone}
        </a>
      </li>
    </ul>
  );
  const done = (answer: { title: string; text: string; again: string }, more?: ReactNode) => (
    <>
      <p
        id={ANSWER_TITLE_ID.done}
        className="flex items-center gap-2 font-heading text-xl font-bold text-primary"
      >
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-orange-700" />
        {answer.title}
      </p>
      <p className="mt-2 text-neutral-700">{answer.text}</p>
      {more}
      <a href={localizedPath('/contact', locale)} className={`${linkClass} mt-4 inline-block`}>
        {answer.again}
      </a>
    </>
  );
  // The form cannot take the message: what happened, and how to reach us instead.
  const notice = (answer: { title: string; text: string }) => (
    <>
      <h3 id={ANSWER_TITLE_ID.notice} className="font-heading text-lg font-bold text-primary">
        {answer.title}
      </h3>
      <p className="mt-1 text-neutral-700">{answer.text}</p>
      {channels}
    </>
  );
  return {
    sent: done(contactForm.sent),
    queued: done(
      contactForm.queued,
      <div className="mt-3 text-neutral-700">
        <p>{contactForm.queued.urgent}</p>
        {channels}
      </div>,
    ),
    failed: notice(contactForm.failed),
    full: notice(contactForm.full),
    'rate-limited': notice(contactForm.rateLimited),
  };
}
