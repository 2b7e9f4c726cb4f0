import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { enqueueJob } from '../../../jobs/enqueue-job.ts';
import type { ConnectionRow } from '../queries/connection-queries.ts';
import { readEshopSettings, readEshopWebhooks } from './eshop-settings.ts';
import {
  ESHOP_WEBHOOKS_REMOVAL_JOB_KIND,
  eshopWebhooksRemovalPayload,
} from './eshop-webhooks-removal-job.ts';

/** Queues the removal of subscriptions at the platform, in the caller's transaction. */
export async function queueWebhooksRemoval(
  db: Kysely<Database>,
  payload: z.infer<typeof eshopWebhooksRemovalPayload>,
): Promise<void> {
  await enqueueJob(
    db,
    { kind: ESHOP_WEBHOOKS_REMOVAL_JOB_KIND, payload: eshopWebhooksRemovalPayload, shopOf: (p) => p.shopId },
    payload,
  );
}

/** A platform connection being removed: its subscriptions at the platform go too. */
export async function queueConnectionWebhooksRemoval(
  db: Kysely<Database>,
  row: ConnectionRow,
): Promise<void> {
  const settings = readEshopSettings(row.settings);
  const webhooks = readEshopWebhooks(row.settings);
  if (row.provider !== 'eshop_platform' || !settings || !webhooks?.ids.length || !row.credentials_sealed)
    return;
  await queueWebhooksRemoval(db, {
    shopId: row.shop_id,
    platform: settings.platform,
    shopUrl: settings.shopUrl,
    credentialsSealed: row.credentials_sealed,
    webhookIds: webhooks.ids,
  });
}
