import type { Role } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface ShopAccessRow {
  id: string;
  userId: string;
  email: string;
  fullName: string;
  /** Null on a row that only holds a project member's default-shop preference. */
  role: Role | null;
  isDefault: boolean;
}

/**
 * A shop's access rows (oldest first), optionally only one by id or by user. `grantsOnly` leaves
 * out preference rows without a role.
 */
export async function listShopAccess(
  db: Kysely<Database>,
  params: { shopId: string; accessId?: string; userId?: string; grantsOnly: boolean },
): Promise<ShopAccessRow[]> {
  const rows = await db
    .selectFrom('shop_access as sa')
    .innerJoin('users as u', 'u.id', 'sa.user_id')
    .select(['sa.id', 'sa.user_id', 'u.email', 'u.name', 'sa.role', 'sa.is_default'])
    .where('sa.shop_id', '=', params.shopId)
    .$if(params.accessId !== undefined, (qb) => qb.where('sa.id', '=', params.accessId ?? ''))
    .$if(params.userId !== undefined, (qb) => qb.where('sa.user_id', '=', params.userId ?? ''))
    .$if(params.grantsOnly, (qb) => qb.where('sa.role', 'is not', null))
    .orderBy('sa.created_at')
    .orderBy('sa.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    email: row.email,
    fullName: row.name,
    role: row.role,
    isDefault: row.is_default,
  }));
}
