import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { ConnectionRow } from '../../queries/connection-queries.ts';
import type { EshopSettings, EshopWebhookSettings } from '../eshop-settings.ts';

/**
 * Stores the shop's platform connection: a new one, or the existing one with fresh credentials
 * (working again if it was broken). Switching to another platform starts over with a full load;
 * the same platform keeps its checkpoint, so its next sync stays incremental.
 */
export async function saveEshopConnection(
  db: Kysely<Database>,
  values: {
    /** The existing connection's id, or the new one's (the webhook address names it). */
    connectionId: string;
    shopId: string;
    userId: string;
    credentialsSealed: string;
    eshop: EshopSettings;
    webhooks: EshopWebhookSettings;
    samePlatform: boolean;
    previousSettings: Record<string, unknown> | null;
    now: Date;
  },
): Promise<ConnectionRow> {
  const settings = JSON.stringify({
    ...(values.samePlatform ? values.previousSettings : {}),
    eshop: values.eshop,
    eshopWebhooks: values.webhooks,
  });
  const fresh = {
    status: 'connected' as const,
    broken_reason: null,
    scopes: 'orders:read',
    credentials_sealed: values.credentialsSealed,
    connected_by: values.userId,
    connected_at: values.now,
    settings,
    updated_at: values.now,
  };
  return db
    .insertInto('connections')
    .values({ id: values.connectionId, shop_id: values.shopId, provider: 'eshop_platform', ...fresh })
    .onConflict((conflict) =>
      conflict.columns(['shop_id', 'provider']).doUpdateSet({
        ...fresh,
        ...(values.samePlatform
          ? {}
          : { initial_sync_done: false, last_synced_at: null, sync_state: 'idle', last_sync_error: null }),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
