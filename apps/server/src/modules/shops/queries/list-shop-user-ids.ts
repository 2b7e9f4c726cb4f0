import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/**
 * Everyone who may see a shop: users with an access role on it and members of its project —
 * the people a shop-wide notification goes to. Runs in the shop's scope (its access rows are
 * under row-level security).
 */
export async function listShopUserIds(db: Kysely<Database>, shopId: string): Promise<string[]> {
  const result = await sql<{ user_id: string }>`
    SELECT user_id FROM shop_access WHERE shop_id = ${shopId} AND role IS NOT NULL
    UNION
    SELECT pm.user_id FROM project_members pm JOIN shops s ON s.project_id = pm.project_id
    WHERE s.id = ${shopId}
    ORDER BY 1`.execute(db);
  return result.rows.map((row) => row.user_id);
}
