import type { EshopPlatform, EshopWebhookReceipt } from '@ziskomer/contracts';
import { setScope, withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { AppError } from '../../../core/app-error.ts';
import type { Deps } from '../../../core/deps.ts';
import { enqueueJob } from '../../../jobs/enqueue-job.ts';
import { getConnectionRow } from '../queries/connection-queries.ts';
import { PLATFORM_WEBHOOKS } from './create-eshop-client.ts';
import { acceptedWebhookSecrets, openEshopCredentials } from './eshop-credentials.ts';
import { ESHOP_ORDER_JOB_KIND, eshopOrderJobPayload } from './eshop-order-job.ts';
import type { HeaderReader } from './platform-webhook.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/webhooks/{platform}/{connectionId}: a platform says an order was created or changed.
 * The connection must be a working one of that platform (else 404), and the raw body must carry
 * the platform's signature under the connection's secret (else 401, logged without the body).
 * A delivery already received (the same delivery id) changes nothing; a new one only queues a
 * fetch of the order it names: no long work inside the request.
 */
export async function receiveEshopWebhook(
  deps: Deps,
  call: { platform: EshopPlatform; connectionId: string; rawBody: string; header: HeaderReader },
): Promise<EshopWebhookReceipt> {
  if (!UUID.test(call.connectionId)) throw new AppError('not_found');
  const webhook = PLATFORM_WEBHOOKS[call.platform];
  return withScope(deps.db, { userId: null }, async (db) => {
    const found = await sql<{ shop_id: string | null }>`
      SELECT eshop_webhook_shop(${call.connectionId}::uuid, ${call.platform}) AS shop_id`.execute(db);
    const shopId = found.rows[0]?.shop_id ?? null;
    if (!shopId) throw new AppError('not_found');
    await setScope(db, { userId: null, shopId });
    const row = await getConnectionRow(db, shopId, { id: call.connectionId });
    if (!row?.credentials_sealed) throw new AppError('not_found');
    // The current key, and for a few minutes after a renewal the one it replaced (a delivery
    // Shoptet signed just before the renewal may arrive just after it).
    const secrets = acceptedWebhookSecrets(
      openEshopCredentials(deps, shopId, row.credentials_sealed),
      deps.now(),
    );
    if (!secrets.some((secret) => webhook.verify(call.rawBody, call.header, secret))) {
      console.warn(
        `[eshop-webhook] ${call.platform} ${call.connectionId}: signature refused (${call.rawBody.length} bytes)`,
      );
      throw new AppError('eshop_webhook_signature_invalid');
    }
    const delivery = webhook.read(call.rawBody, call.header);
    if (!delivery.orderRef) return { queued: false };
    const stored = await db
      .insertInto('eshop_webhook_deliveries')
      .values({
        shop_id: shopId,
        connection_id: call.connectionId,
        delivery_id: delivery.deliveryId.slice(0, 200),
        topic: delivery.topic.slice(0, 100),
        order_ref: delivery.orderRef.slice(0, 100),
        received_at: deps.now(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('delivery_id')
      .executeTakeFirst();
    if (!stored) return { queued: false };
    await enqueueJob(
      db,
      { kind: ESHOP_ORDER_JOB_KIND, payload: eshopOrderJobPayload, shopOf: (payload) => payload.shopId },
      { shopId, connectionId: call.connectionId, orderRef: delivery.orderRef.slice(0, 100) },
      { dedupeKey: `${ESHOP_ORDER_JOB_KIND}:${call.connectionId}:${delivery.orderRef.slice(0, 100)}` },
    );
    return { queued: true };
  });
}
