/**
 * Sends every waiting contact-form submission in the outbox to HubSpot now, whatever its
 * schedule, and lists what is left (refused ones stay for a person to read).
 *
 *   npm run contact:retry           send what is waiting
 *   npm run contact:retry -- --list list the outbox, send nothing
 *
 * Reads the same environment as the site (REDIS_URL or CONTACT_OUTBOX_DIR, HUBSPOT_*); with no
 * HubSpot settings it sends nothing and lists.
 * Exits 1 when something is still waiting or was refused.
 */
import { deliverDue, deliverySettings, openOutbox } from '../lib/contact/delivery.ts';

const settings = deliverySettings();
const outbox = await openOutbox(settings, { holdProcess: true });
try {
  if (!settings.hubSpotConfigured) {
    console.log(
      `No HubSpot settings (HUBSPOT_*): nothing sent. Messages wait in the outbox (${outbox.kind}).`,
    );
  } else if (!process.argv.includes('--list')) {
    const report = await deliverDue(outbox, settings, { force: true });
    console.log(
      `Sent ${report.sent}, still failing ${report.retry}, refused ${report.refused} (${outbox.kind}).`,
    );
  }
  const left = await outbox.list();
  for (const entry of left) {
    const email = entry.fields.find((field) => field.name === 'email')?.value ?? '?';
    console.log(
      `${entry.state.padEnd(8)} ${entry.id} ${new Date(entry.createdAt).toISOString()} ${email} after ${entry.attempts} attempts${entry.lastError ? `: ${entry.lastError}` : ''}`,
    );
  }
  process.exitCode = left.length > 0 ? 1 : 0;
} finally {
  await outbox.close();
}
