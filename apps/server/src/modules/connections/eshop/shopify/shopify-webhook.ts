import { bodyDigest, matchesHmac, type PlatformWebhook, readJsonObject } from '../platform-webhook.ts';

const ORDER_TOPICS = new Set(['orders/create', 'orders/updated', 'orders/cancelled', 'orders/paid']);

/**
 * Shopify's webhooks: the order as JSON, `X-Shopify-Topic`, `X-Shopify-Webhook-Id` (the same on
 * a retried delivery) and `X-Shopify-Hmac-Sha256`, the base64 HMAC-SHA256 of the raw body.
 */
export const shopifyWebhook: PlatformWebhook = {
  verify: (rawBody, header, secret) =>
    matchesHmac(rawBody, secret, header('x-shopify-hmac-sha256'), 'base64'),
  read(rawBody, header) {
    const topic = header('x-shopify-topic') ?? 'unknown';
    const id = readJsonObject(rawBody).id;
    const orderRef =
      ORDER_TOPICS.has(topic) && (typeof id === 'number' || typeof id === 'string') ? String(id) : null;
    return { deliveryId: header('x-shopify-webhook-id') ?? bodyDigest(rawBody), topic, orderRef };
  },
};
