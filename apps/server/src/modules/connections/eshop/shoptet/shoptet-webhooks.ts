import { EshopApiError } from '../eshop-api-error.ts';
import type { WebhookRegistration, WebhookTarget } from '../eshop-platform-client.ts';
import { objectAt } from '../to-platform-order.ts';

export type ShoptetCall = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
) => Promise<unknown>;

const EVENTS = ['order:create', 'order:update'] as const;

interface ShoptetWebhook {
  id: number;
  event: string;
  url: string;
}

/**
 * Shoptet's webhook registration (api.docs.shoptet.com, Webhooks): a fresh signature key from
 * `POST /api/webhooks/renew-signature-key` (`{ data: { signatureKey } }`; every call makes a new
 * one and invalidates the one before, so it is asked once per connect, connects of a shop run one
 * at a time, and the key is handed to `onSecretRenewed` at once), then `order:create` and `order:update` registered with
 * `POST /api/webhooks` (`{ data: [{ event, url }] }` → 201 `{ data: { webhooks: [{ id, event, url,
 * created, updated }] } }`). Shoptet takes one URL per event and answers 422 "Webhook already
 * exists for this event" to a second, so the registered ones are read first (`GET /api/webhooks`):
 * ours at this address are kept, ours at an earlier connection's address are deleted and
 * registered anew, and an event another integration of the same token holds is left to it.
 */
export async function registerShoptetWebhooks(
  call: ShoptetCall,
  target: WebhookTarget,
): Promise<WebhookRegistration> {
  const key = objectAt(await call('POST', '/api/webhooks/renew-signature-key'), 'data').signatureKey;
  if (typeof key !== 'string' || key === '') throw new EshopApiError('malformed', 200, 'no signatureKey');
  // Shoptet signs with this key from now on, whatever happens to the calls below.
  await target.onSecretRenewed?.(key);
  const existing = readWebhooks(await call('GET', '/api/webhooks?itemsPerPage=500'));
  const ids: string[] = [];
  const refused: WebhookRegistration['refused'] = [];
  const wanted: string[] = [];
  for (const event of EVENTS) {
    const current = existing.find((webhook) => webhook.event === event);
    if (current?.url === target.url) ids.push(String(current.id));
    else if (current && !current.url.startsWith(target.ourPrefix))
      refused.push({ event, reason: `Webhook already exists for this event (${current.url})` });
    else {
      if (current) await removeShoptetWebhooks(call, [String(current.id)]);
      wanted.push(event);
    }
  }
  if (wanted.length > 0) {
    try {
      const body = await call('POST', '/api/webhooks', {
        data: wanted.map((event) => ({ event, url: target.url })),
      });
      ids.push(...readWebhooks(body).map((webhook) => String(webhook.id)));
    } catch (error) {
      // 422: registered meanwhile by someone else; the events stay without ours.
      if (!(error instanceof EshopApiError) || error.status !== 422) throw error;
      refused.push(...wanted.map((event) => ({ event, reason: error.detail || 'refused' })));
    }
  }
  return { ids, secret: key, refused };
}

/** `DELETE /api/webhooks/{id}` for each; one already gone (404) is what was wanted. */
export async function removeShoptetWebhooks(call: ShoptetCall, ids: string[]): Promise<void> {
  for (const id of ids) {
    try {
      await call('DELETE', `/api/webhooks/${encodeURIComponent(id)}`);
    } catch (error) {
      if (!(error instanceof EshopApiError) || error.kind !== 'not_found') throw error;
    }
  }
}

function readWebhooks(body: unknown): ShoptetWebhook[] {
  const list = objectAt(body, 'data').webhooks;
  return (Array.isArray(list) ? (list as ShoptetWebhook[]) : []).filter(
    (item): item is ShoptetWebhook =>
      typeof item?.id === 'number' && typeof item.event === 'string' && typeof item.url === 'string',
  );
}
