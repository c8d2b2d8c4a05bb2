/**
 * What happens to one submission of the contact form: checked, counted against its address,
 * sent to HubSpot, and kept in the outbox when HubSpot does not take it. The answer is the
 * form's next state (app/contact/_components/contact-form.tsx shows it).
 */
import { createEntry, nextAttemptDelayMs, sendToHubSpot, type HubSpotField } from './delivery.mjs';
import { type ContactFormState, type ContactStatus } from './form-state';
import type { ContactServices } from './services';
import { emptyValues, type ContactTopic, type ContactValues, type FieldErrors } from './fields';
import { isHoneypotFilled, readLocale, readValues, validateValues } from './validation';

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
};

export async function handleContactSubmission(
  services: ContactServices,
  { form, address, page, previous }: Submission,
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
    console.info('[contact] A submission filled in the hidden field; dropped as spam.');
    return state('sent');
  }
  // The messages speak the language of the page the form was sent from.
  const checked = validateValues(values, readLocale(form));
  if (!checked.ok) return state('invalid', checked.errors);
  if (!(await services.rateLimiter.hit(address))) return state('rate-limited');

  const entry = createEntry({
    ...services.form,
    fields: hubSpotFields(checked.values),
    context: { pageUri: page.uri, pageName: page.name },
  });
  const result = await sendToHubSpot(entry, services.settings);
  if (result.outcome === 'sent') return state('sent');

  const kept = {
    ...entry,
    attempts: 1,
    lastAttemptAt: Date.now(),
    lastError: result.error,
    ...(result.outcome === 'refused' ? { refused: true } : {}),
  };
  try {
    if (result.outcome === 'refused') {
      // A retry would be refused again: kept for a person to read, never dropped.
      await services.outbox.refuse(kept);
      console.error(
        `[contact] HubSpot refused ${entry.id} (${result.error}); kept in the outbox (${services.outbox.kind}).`,
      );
    } else {
      await services.outbox.add({ ...kept, nextAttemptAt: Date.now() + nextAttemptDelayMs(1) });
      console.warn(
        `[contact] HubSpot did not take ${entry.id} (${result.error}); kept in the outbox (${services.outbox.kind}) to retry.`,
      );
    }
    return state('queued');
  } catch (error) {
    console.error(
      `[contact] HubSpot did not take ${entry.id} (${result.error}) and the outbox failed too:`,
      error,
    );
    return state('failed');
  }
}
