import { TRACKING_SIGNATURE_WINDOW_SECONDS } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/**
 * Notes a signature as used; false when it was already used (a replay). Signatures older than
 * twice the window are dropped: by then their timestamp fails the window check anyway.
 */
export async function rememberSignature(
  db: Kysely<Database>,
  values: { shopId: string; signature: string; now: Date },
): Promise<boolean> {
  await db
    .deleteFrom('order_event_signatures')
    .where('shop_id', '=', values.shopId)
    .where('seen_at', '<', new Date(values.now.getTime() - 2 * TRACKING_SIGNATURE_WINDOW_SECONDS * 1000))
    .execute();
  const inserted = await db
    .insertInto('order_event_signatures')
    .values({ shop_id: values.shopId, signature: values.signature, seen_at: values.now })
    .onConflict((oc) => oc.columns(['shop_id', 'signature']).doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted !== undefined;
}
