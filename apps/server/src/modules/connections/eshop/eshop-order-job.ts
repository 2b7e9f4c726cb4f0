import { type Database, withScope } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job.ts';
import { createJobFailure, PermanentJobError } from '../../../jobs/job-error.ts';
import { getConnectionRow } from '../queries/connection-queries.ts';
import { createEshopClient } from './create-eshop-client.ts';
import { openEshopCredentials } from './eshop-credentials.ts';
import { readEshopSettings } from './eshop-settings.ts';
import { toEshopJobError } from './to-eshop-job-error.ts';
import { writePlatformOrders } from './write-platform-orders.ts';

export const ESHOP_ORDER_JOB_KIND = 'eshop-platform-order';

export const eshopOrderJobPayload = z.object({
  shopId: z.uuid(),
  connectionId: z.uuid(),
  orderRef: z.string().min(1).max(100),
});

/**
 * A webhook's order, read from the platform and written through the ingest path: the webhook
 * itself only names the order, and its body is never trusted as the order (the platform's API,
 * with the connection's credentials, is). An order already stored with the same content writes
 * nothing, so a repeated webhook changes nothing.
 */
export const eshopOrderJob = defineJob({
  kind: ESHOP_ORDER_JOB_KIND,
  payload: eshopOrderJobPayload,
  shopOf: (payload) => payload.shopId,
  perShop: 2,
  retry: { attempts: 4, backoffMs: 60_000 },
  handle: async ({ shopId, connectionId, orderRef }, { deps, signal }) => {
    const inShop = <T>(work: (db: Transaction<Database>) => Promise<T>) =>
      withScope(deps.db, { userId: null, shopId }, work);
    const loaded = await inShop(async (db) => ({
      row: await getConnectionRow(db, shopId, { id: connectionId }),
      shop: await db.selectFrom('shops').select('time_zone').where('id', '=', shopId).executeTakeFirst(),
    }));
    const settings = readEshopSettings(loaded.row?.settings ?? null);
    if (!loaded.row || !settings || !loaded.row.credentials_sealed)
      throw new PermanentJobError(createJobFailure('connection_missing'));
    if (loaded.row.status === 'broken') throw new PermanentJobError(createJobFailure('connection_broken'));
    const credentials = openEshopCredentials(deps, shopId, loaded.row.credentials_sealed);
    let order: Awaited<ReturnType<ReturnType<typeof createEshopClient>['fetchOrder']>>;
    try {
      order = await createEshopClient(deps, settings.shopUrl, credentials).fetchOrder(orderRef, signal);
    } catch (error) {
      throw await toEshopJobError(deps, { shopId, connectionId }, error);
    }
    if (!order) return;
    if (!order.ok)
      throw new PermanentJobError(
        createJobFailure('eshop_order_malformed', { order: order.ref, reason: order.reason }),
      );
    const { order: canonical } = order;
    await inShop(async (db) => {
      if (!(await getConnectionRow(db, shopId, { id: connectionId }, { forUpdate: true }))) return;
      await writePlatformOrders(
        db,
        { shopId, connectionId, timeZone: loaded.shop?.time_zone ?? 'Europe/Prague', now: deps.now() },
        [canonical],
      );
    });
  },
});
