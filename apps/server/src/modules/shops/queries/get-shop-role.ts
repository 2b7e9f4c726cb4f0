import { higherRole } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { ShopRole } from '../../../core/use-case-scope.ts';

/**
 * The role a user has in a shop: the higher of a direct access row and membership of the shop's
 * project. Null when the user has neither, which the caller answers as 404.
 */
export async function getShopRole(
  db: Kysely<Database>,
  shopId: string,
  userId: string,
): Promise<ShopRole | null> {
  const row = await db
    .selectFrom('shops as s')
    .leftJoin('shop_access as sa', (join) =>
      join.onRef('sa.shop_id', '=', 's.id').on('sa.user_id', '=', userId),
    )
    .leftJoin('project_members as pm', (join) =>
      join.onRef('pm.project_id', '=', 's.project_id').on('pm.user_id', '=', userId),
    )
    .select(['s.id', 's.project_id', 's.created_by', 'sa.role as access_role', 'pm.role as member_role'])
    .where('s.id', '=', shopId)
    .executeTakeFirst();
  const role = higherRole(row?.access_role, row?.member_role);
  if (!row || !role) return null;
  return { shopId: row.id, projectId: row.project_id, createdBy: row.created_by, role };
}
