import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** What tracking needs of the shop: its domain (allowed origins) and time zone (order dates). */
export function getTrackingShop(db: Kysely<Database>, shopId: string) {
  return db
    .selectFrom('shops')
    .select(['store_domain', 'time_zone'])
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
}
