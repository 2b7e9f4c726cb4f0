import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Deletes a shop; its access rows and everything shop-owned go with it (ON DELETE CASCADE). */
export async function deleteShop(db: Kysely<Database>, shopId: string): Promise<void> {
  await db.deleteFrom('shops').where('id', '=', shopId).execute();
}
