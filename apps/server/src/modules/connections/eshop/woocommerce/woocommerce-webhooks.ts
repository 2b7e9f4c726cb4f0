import { EshopApiError } from '../eshop-api-error.ts';
import type { EshopResponse } from '../eshop-fetch.ts';
import type { WebhookRegistration, WebhookTarget } from '../eshop-platform-client.ts';

export type WooCall = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<EshopResponse>;

const TOPICS = ['order.created', 'order.updated'] as const;

interface WooWebhook {
  id: number;
  topic: string;
  delivery_url: string;
}

/**
 * WooCommerce's webhooks API (REST v3, developer.woocommerce.com "Webhooks"): `POST /webhooks`
 * with `{ name, topic, delivery_url, secret, status: 'active' }` → 201 with the webhook's `id`;
 * WooCommerce signs each delivery with the secret (`X-WC-Webhook-Signature`, base64 HMAC-SHA256).
 * A topic may have several webhooks, so ours from an earlier connection of this shop (under our
 * address) are deleted first, or the shop would deliver each order twice. A key without write
 * access is refused (401/403): the events stay without ours and the sync still reads them.
 */
export async function registerWooCommerceWebhooks(
  call: WooCall,
  target: WebhookTarget,
): Promise<WebhookRegistration> {
  const listed = await call('GET', '/webhooks?per_page=100');
  const earlier = (Array.isArray(listed.body) ? (listed.body as WooWebhook[]) : []).filter(
    (webhook) =>
      typeof webhook?.delivery_url === 'string' && webhook.delivery_url.startsWith(target.ourPrefix),
  );
  await removeWooCommerceWebhooks(
    call,
    earlier.map((webhook) => String(webhook.id)),
  );
  const ids: string[] = [];
  const refused: WebhookRegistration['refused'] = [];
  for (const topic of TOPICS) {
    try {
      const created = await call('POST', '/webhooks', {
        name: `Ziskomer ${topic}`,
        topic,
        delivery_url: target.url,
        secret: target.secret,
        status: 'active',
      });
      const id = (created.body as Partial<WooWebhook> | null)?.id;
      if (typeof id !== 'number') throw new EshopApiError('malformed', created.status, 'no webhook id');
      ids.push(String(id));
    } catch (error) {
      if (
        !(error instanceof EshopApiError) ||
        (error.kind !== 'permission' && error.kind !== 'unauthenticated')
      )
        throw error;
      refused.push({ event: topic, reason: error.detail || error.kind });
    }
  }
  return { ids, secret: target.secret, refused };
}

/** `DELETE /webhooks/{id}?force=true` (webhooks have no trash); one already gone is what was wanted. */
export async function removeWooCommerceWebhooks(call: WooCall, ids: string[]): Promise<void> {
  for (const id of ids) {
    try {
      await call('DELETE', `/webhooks/${encodeURIComponent(id)}?force=true`);
    } catch (error) {
      if (!(error instanceof EshopApiError) || error.kind !== 'not_found') throw error;
    }
  }
}
