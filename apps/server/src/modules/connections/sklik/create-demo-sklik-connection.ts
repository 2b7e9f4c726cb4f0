import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/**
 * Gives a demo shop a connected Sklik over its generated Sklik spend, so Settings → Propojení and
 * /seznam show what a connected shop sees. It holds no key and has no schedule: nothing is ever
 * fetched from Sklik, and the screens mark it as demo data. Idempotent.
 */
export async function createDemoSklikConnection(
  db: Kysely<Database>,
  params: { shopId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('connections')
    .values({
      shop_id: params.shopId,
      provider: 'sklik',
      status: 'connected',
      is_demo: true,
      scopes: '',
      connected_at: params.now,
      sync_state: 'completed',
      last_synced_at: params.now,
      initial_sync_done: true,
      settings: JSON.stringify({ account: { id: '777000', name: 'Demo (Ukázka)' } }),
      updated_at: params.now,
    })
    .onConflict((conflict) => conflict.columns(['shop_id', 'provider']).doNothing())
    .execute();
}
