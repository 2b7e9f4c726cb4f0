import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/**
 * Unmarks the user's default shop. Runs before a new default is set (one default per user is a
 * unique index); the user's own rows are visible in the user's row-level-security scope.
 */
export async function clearDefaultShop(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('shop_access')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();
}
