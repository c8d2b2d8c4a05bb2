/**
 * What happens to one submission of the contact form: checked, counted against its address,
 * sent to HubSpot, and kept in the outbox when HubSpot does not take it or when no HubSpot
 * delivery is configured (the demo default: the visitor gets the plain thank-you). The answer is the
 * form's next state (app/_pages/contact/_components/contact-form.tsx shows it).
 */
import { createEntry, nextAttemptDelayMs, sendToHubSpot, type HubSpotField } from './delivery.ts';
import { type ContactFormState, type ContactStatus } from './form-state';
import type { ContactServices } from './services';
import { emptyValues, type ContactTopic, type ContactValues, type FieldErrors } from './fields';
import {
  isHoneypotFilled,
  readLocale,
  readValues,
  validateValues,
  type FieldMessages,
} from './validation';
import type { Locale } from '@/lib/i18n';
import { senderNetwork } from './network.ts';
import { visitorLine } from '../log-line.ts';

/** How a topic is named in HubSpot's `contact_topic` property (docs/contact-form.md). */
const topicValues: Record<ContactTopic, string> = {
  sales: 'Talk to sales',
  demo: 'Book a demo',
  other: 'Something else',
};

/** The form's values as HubSpot contact properties. A name splits at its last space. */
export function hubSpotFields(values: ContactValues & { topic: ContactTopic }): HubSpotField[] {
  const space = values.name.lastIndexOf(' ');
  const [firstname, lastname] =
    space > 0 ? [values.name.slice(0, space), values.name.slice(space + 1)] : [values.name, ''];
  const properties: [string, string][] = [
    ['firstname', firstname],
    ['lastname', lastname],
    ['email', values.email],
    ['company', values.company],
    ['phone', values.phone],
    ['contact_topic', topicValues[values.topic]],
    ['message', values.message],
  ];
  return properties
    .filter(([, value]) => value !== '')
    .map(([name, value]) => ({ objectTypeId: '0-1', name, value }));
}

type Submission = {
  form: { get(name: string): unknown };
  /** The sender's address (lib/client-address.ts), for the rate limit only; never sent on. */
  address: string;
  page: { uri: string; name: string };
  previous: ContactFormState;
  /** The form's messages in a language: the page's words. */
  messagesIn: (locale: Locale) => FieldMessages;
};

export async function handleContactSubmission(
  services: ContactServices,
  { form, address, page, previous, messagesIn }: Submission,
): Promise<ContactFormState> {
  // Without JavaScript the previous state comes back from the page: trust only a number.
  const answer = (Number.isSafeInteger(previous?.answer) ? previous.answer : 0) + 1;
  const values = readValues(form);
  const state = (status: ContactStatus, errors: FieldErrors = {}) => ({
    status,
    values: status === 'sent' || status === 'queued' ? emptyValues : values,
    errors,
    answer,
  });

  // A bot is told what a person would be told, and nothing is sent or kept. Nor is it counted:
  // it costs us nothing, and a count would close the form to the people who share the bot's
  // address (an office, a mobile carrier's gateway) for messages it never sent.
  if (isHoneypotFilled(form)) {
    visitorLine(
      'contact spam',
      '[contact] A submission filled in the hidden field; dropped as spam.',
    );
    return state('sent');
  }
  // The messages speak the language of the page the form was sent from.
  const checked = validateValues(values, messagesIn(readLocale(form)));
  if (!checked.ok) return state('invalid', checked.errors);
  if (!(await services.rateLimiter.hit(address))) return state('rate-limited');

  const network = senderNetwork(address);
  const entry = createEntry({
    ...services.form,
    fields: hubSpotFields(checked.values),
    context: { pageUri: page.uri, pageName: page.name },
    network,
  });
  const { outbox, settings } = services;

  /**
   * Keeps a message in the outbox and answers `status`. When the outbox holds all it may, in all
   * or from the sender's network, the visitor is asked to email instead and keeps their text
   * (`full`); when it fails, they are told so (`failed`). The log says why, a few times a minute
   * at most: a bot that fills its network's share sends on and on.
   */
  const keep = async (
    status: ContactStatus,
    store: () => Promise<void>,
    level: 'info' | 'warn' | 'error',
    logLine: string,
  ) => {
    try {
      const waiting = (await outbox.list()).filter((held) => held.state !== 'refused');
      const fromNetwork = waiting.filter((held) => held.network === network).length;
      if (waiting.length >= settings.outboxMax) {
        visitorLine(
          'contact full',
          `[contact] The outbox is full (${waiting.length} of ${settings.outboxMax} messages, ${outbox.kind}): a message was turned away and the visitor asked to email. Deliver or clear the outbox (npm run contact:retry).`,
        );
        return state('full');
      }
      if (fromNetwork >= settings.outboxMaxPerNetwork) {
        visitorLine(
          'contact network full',
          `[contact] ${fromNetwork} messages from ${network} wait in the outbox (at most ${settings.outboxMaxPerNetwork} per network): another was turned away and the visitor asked to email.`,
        );
        return state('full');
      }
      await store();
      console[level](logLine);
      return state(status);
    } catch (error) {
      console.error(`[contact] The outbox failed; ${entry.id} was not kept:`, error);
      return state('failed');
    }
  };

  // The demo default: nothing to deliver to, so the outbox is where messages are read.
  if (!settings.hubSpotConfigured) {
    return keep(
      'sent',
      () => outbox.add(entry),
      'info',
      `[contact] Kept ${entry.id} in the outbox (${outbox.kind}): no HubSpot delivery is configured.`,
    );
  }

  const result = await sendToHubSpot(entry, settings);
  if (result.outcome === 'sent') return state('sent');

  const kept = {
    ...entry,
    attempts: 1,
    lastAttemptAt: Date.now(),
    lastError: result.error,
  };
  if (result.outcome === 'refused') {
    // A retry would be refused again: kept for a person to read, never dropped.
    return keep(
      'queued',
      () => outbox.refuse({ ...kept, refused: true }),
      'error',
      `[contact] HubSpot refused ${entry.id} (${result.error}); kept in the outbox (${outbox.kind}).`,
    );
  }
  return keep(
    'queued',
    () => outbox.add({ ...kept, nextAttemptAt: Date.now() + nextAttemptDelayMs(1) }),
    'warn',
    `[contact] HubSpot did not take ${entry.id} (${result.error}); kept in the outbox (${outbox.kind}) to retry.`,
  );
}
