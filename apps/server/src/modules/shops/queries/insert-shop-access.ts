import type { Role } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Gives a user direct access to a shop; `db` must carry the shop's scope (row-level security). */
export async function insertShopAccess(
  db: Kysely<Database>,
  values: { shopId: string; userId: string; role: Role; isDefault: boolean; createdAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('shop_access')
    .values({
      shop_id: values.shopId,
      user_id: values.userId,
      role: values.role,
      is_default: values.isDefault,
      created_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
