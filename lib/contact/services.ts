/**
 * The contact form's server-side parts for this process, made once: delivery settings, the
 * outbox and the rate limiter (in Redis when REDIS_URL is set, shared by every instance).
 */
import {
  contactRedisClient,
  deliverySettings,
  fileOutbox,
  redisOutbox,
  type DeliverySettings,
  type Outbox,
} from './delivery.ts';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit.ts';
import { wholeNumber } from '@/lib/env-number';
import { siteConfig } from '@/lib/site-config';

export type ContactServices = {
  settings: DeliverySettings;
  /** The HubSpot portal and form that new submissions go to. */
  form: { portalId: string; formId: string };
  outbox: Outbox;
  rateLimiter: RateLimiter;
};

/**
 * 5 messages per address per 10 minutes (CONTACT_RATE_LIMIT changes the 5): more than a person
 * sends, fewer than a bot tries.
 */
function rateLimit() {
  return { limit: wholeNumber(process.env, 'CONTACT_RATE_LIMIT', 5), windowMs: 10 * 60_000 };
}

function create(): ContactServices {
  const settings = deliverySettings();
  const form = {
    portalId: process.env.HUBSPOT_PORTAL_ID || siteConfig.hubspot.portalId,
    formId: process.env.HUBSPOT_FORM_ID || siteConfig.hubspot.formId,
  };
  if (!settings.redisUrl) {
    return {
      settings,
      form,
      outbox: fileOutbox(settings.outboxDir),
      rateLimiter: memoryRateLimiter(rateLimit()),
    };
  }
  const { client, ready } = contactRedisClient(settings.redisUrl);
  const outbox = redisOutbox(client, settings.redisPrefix);
  const waitFor =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      await ready;
      return call(...args);
    };
  return {
    settings,
    form,
    // The first request may come before the connection is up: every command waits for it.
    outbox: {
      ...outbox,
      add: waitFor(outbox.add),
      count: waitFor(outbox.count),
      list: waitFor(outbox.list),
      due: waitFor(outbox.due),
      claim: waitFor(outbox.claim),
      update: waitFor(outbox.update),
      refuse: waitFor(outbox.refuse),
      remove: waitFor(outbox.remove),
    },
    rateLimiter: { hit: waitFor(redisRateLimiter(client, settings.redisPrefix, rateLimit()).hit) },
  };
}

const store = globalThis as { solvikContactServices?: ContactServices };

export function contactServices(): ContactServices {
  store.solvikContactServices ??= create();
  return store.solvikContactServices;
}
