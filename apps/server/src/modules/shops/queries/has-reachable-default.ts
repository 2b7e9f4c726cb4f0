import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/**
 * Whether the user's default shop is one the user still reaches. A default left on a shop the user
 * no longer reaches (left its project) does not count.
 */
export async function hasReachableDefault(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('shop_access as sa')
    .innerJoin('shops as s', 's.id', 'sa.shop_id')
    .leftJoin('project_members as pm', (join) =>
      join.onRef('pm.project_id', '=', 's.project_id').onRef('pm.user_id', '=', 'sa.user_id'),
    )
    .select('sa.id')
    .where('sa.user_id', '=', userId)
    .where('sa.is_default', '=', true)
    .where((eb) => eb.or([eb('sa.role', 'is not', null), eb('pm.role', 'is not', null)]))
    .executeTakeFirst();
  return row !== undefined;
}
