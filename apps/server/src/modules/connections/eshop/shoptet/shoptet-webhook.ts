import { bodyDigest, matchesHmac, type PlatformWebhook, readJsonObject } from '../platform-webhook.ts';

const ORDER_EVENTS = new Set(['order:create', 'order:update']);

/**
 * Shoptet's webhooks: `{ eshopId, event, eventCreated, eventInstance }`, where `eventInstance` is
 * the order code, signed in `Shoptet-Webhook-Signature` as the hex HMAC-SHA1 of the raw body under
 * the signature key `POST /api/webhooks/renew-signature-key` gave (developers.shoptet.com/webhooks,
 * "Signature"). Shoptet sends no delivery id: the body's digest is one (the event's
 * creation time makes each event's body unique).
 */
export const shoptetWebhook: PlatformWebhook = {
  verify: (rawBody, header, secret) =>
    matchesHmac(rawBody, secret, header('shoptet-webhook-signature'), 'hex', 'sha1'),
  read(rawBody) {
    const body = readJsonObject(rawBody);
    const topic = typeof body.event === 'string' ? body.event : '';
    const instance = body.eventInstance;
    const orderRef =
      ORDER_EVENTS.has(topic) && (typeof instance === 'string' || typeof instance === 'number')
        ? String(instance)
        : null;
    return { deliveryId: bodyDigest(rawBody), topic: topic || 'unknown', orderRef };
  },
};
