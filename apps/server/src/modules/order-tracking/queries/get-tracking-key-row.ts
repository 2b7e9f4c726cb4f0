import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** The shop's tracking credentials, or undefined before an admin first opens the tracking page. */
export function getTrackingKeyRow(db: Kysely<Database>, shopId: string) {
  return db
    .selectFrom('shop_tracking_keys')
    .select(['public_key', 'secret_encrypted', 'allowed_origins', 'created_at', 'rotated_at'])
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
}
export type TrackingKeyRow = NonNullable<Awaited<ReturnType<typeof getTrackingKeyRow>>>;
