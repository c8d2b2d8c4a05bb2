import { receiveContentfulWebhook, webhookMethodNotAllowed } from '@/lib/news/receive-webhook';

/** Contentful's webhook (publish, unpublish, archive, delete): lib/news/receive-webhook.ts. */
export const POST = receiveContentfulWebhook;

export {
  webhookMethodNotAllowed as GET,
  webhookMethodNotAllowed as PUT,
  webhookMethodNotAllowed as PATCH,
  webhookMethodNotAllowed as DELETE,
};
