import type { ActivityKind, Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

export interface ActivityRow {
  id: string;
  kind: ActivityKind;
  action: string;
  details: Record<string, unknown>;
  shopName: string | null;
  createdAt: Date;
}

/**
 * A user's activity, newest first, optionally only of some kinds. The shop's current name is
 * preferred; a deleted shop keeps the name its entry recorded.
 */
export async function listActivityEntries(
  db: Kysely<Database>,
  params: { userId: string; kinds: ActivityKind[] | null; limit: number },
): Promise<ActivityRow[]> {
  const rows = await db
    .selectFrom('activity_log as a')
    .leftJoin('shops as s', 's.id', 'a.shop_id')
    .select([
      'a.id',
      'a.kind',
      'a.action',
      'a.details',
      'a.created_at',
      sql<string | null>`coalesce(s.name, a.details->>'shopName')`.as('shop_name'),
    ])
    .where('a.user_id', '=', params.userId)
    .$if(params.kinds !== null, (qb) => qb.where('a.kind', 'in', params.kinds ?? []))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(params.limit)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    action: row.action,
    details: row.details,
    shopName: row.shop_name,
    createdAt: row.created_at,
  }));
}
