import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Stores a shop's first credentials; a concurrent first visit that lost the race changes nothing. */
export async function insertTrackingKeys(
  db: Kysely<Database>,
  values: { shopId: string; publicKey: string; secretEncrypted: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('shop_tracking_keys')
    .values({
      shop_id: values.shopId,
      public_key: values.publicKey,
      secret_encrypted: values.secretEncrypted,
      created_at: values.now,
    })
    .onConflict((oc) => oc.column('shop_id').doNothing())
    .returning('shop_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Replaces the extra origins the browser snippet may send from. */
export async function replaceAllowedOrigins(
  db: Kysely<Database>,
  values: { shopId: string; origins: string[] },
): Promise<void> {
  await db
    .updateTable('shop_tracking_keys')
    .set({ allowed_origins: values.origins })
    .where('shop_id', '=', values.shopId)
    .execute();
}

/** Replaces one of the two credentials; the old one stops working at once. */
export async function replaceTrackingKey(
  db: Kysely<Database>,
  values: { shopId: string; publicKey?: string; secretEncrypted?: string; now: Date },
): Promise<void> {
  await db
    .updateTable('shop_tracking_keys')
    .set({
      ...(values.publicKey ? { public_key: values.publicKey } : {}),
      ...(values.secretEncrypted ? { secret_encrypted: values.secretEncrypted } : {}),
      rotated_at: values.now,
    })
    .where('shop_id', '=', values.shopId)
    .execute();
}
