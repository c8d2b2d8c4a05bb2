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
} from './delivery.mjs';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit.mjs';
import { siteConfig } from '@/lib/site-config';

export type ContactServices = {
  settings: DeliverySettings;
  /** The HubSpot portal and form that new submissions go to. */
  form: { portalId: string; formId: string };
  outbox: Outbox;
  rateLimiter: RateLimiter;
};

/** 5 messages per address per 10 minutes: more than a person sends, fewer than a bot tries. */
export const RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

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
      rateLimiter: memoryRateLimiter(RATE_LIMIT),
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
    outbox: {
      ...outbox,
      add: waitFor(outbox.add),
      due: waitFor(outbox.due),
      claim: waitFor(outbox.claim),
    },
    rateLimiter: { hit: waitFor(redisRateLimiter(client, settings.redisPrefix, RATE_LIMIT).hit) },
  };
}

const store = globalThis as { solvikContactServices?: ContactServices };

export function contactServices(): ContactServices {
  store.solvikContactServices ??= create();
  return store.solvikContactServices;
}
