import { bodyDigest, matchesHmac, type PlatformWebhook, readJsonObject } from '../platform-webhook.ts';

/**
 * WooCommerce's webhooks: the order as JSON, `X-WC-Webhook-Topic` (`order.created`,
 * `order.updated`), `X-WC-Webhook-Delivery-ID` and `X-WC-Webhook-Signature`, the base64
 * HMAC-SHA256 of the raw body under the secret set on the webhook. Saving a webhook in WooCommerce
 * sends a ping (`webhook_id=…`, form-encoded), which names no order.
 */
export const wooCommerceWebhook: PlatformWebhook = {
  verify: (rawBody, header, secret) =>
    matchesHmac(rawBody, secret, header('x-wc-webhook-signature'), 'base64'),
  read(rawBody, header) {
    const topic = header('x-wc-webhook-topic') ?? 'ping';
    const id = readJsonObject(rawBody).id;
    const orderRef =
      topic.startsWith('order.') && (typeof id === 'number' || typeof id === 'string') ? String(id) : null;
    const delivery = header('x-wc-webhook-delivery-id');
    return {
      deliveryId: delivery ? `${delivery}:${bodyDigest(rawBody)}` : bodyDigest(rawBody),
      topic,
      orderRef,
    };
  },
};
