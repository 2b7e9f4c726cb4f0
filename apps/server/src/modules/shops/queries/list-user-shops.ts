import { higherRole, type Role } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface UserShopRow {
  id: string;
  name: string;
  storeDomain: string;
  storeUrl: string;
  normalisedDomain: string;
  projectId: string | null;
  projectName: string | null;
  timeZone: string;
  currency: string;
  createdBy: string;
  createdAt: Date;
  /** The higher of the user's direct access role and project role. */
  role: Role;
  isDefault: boolean;
}

/**
 * The shops a user reaches (or the one `shopId`): through a direct access row with a role, or
 * through membership of the shop's project. Newest first (SPEC §7).
 */
export async function listUserShops(
  db: Kysely<Database>,
  params: { userId: string; shopId?: string },
): Promise<UserShopRow[]> {
  const { userId } = params;
  const rows = await db
    .selectFrom('shops as s')
    .leftJoin('shop_access as sa', (join) =>
      join.onRef('sa.shop_id', '=', 's.id').on('sa.user_id', '=', userId),
    )
    .leftJoin('project_members as pm', (join) =>
      join.onRef('pm.project_id', '=', 's.project_id').on('pm.user_id', '=', userId),
    )
    .leftJoin('projects as p', 'p.id', 's.project_id')
    .select([
      's.id',
      's.name',
      's.store_domain',
      's.store_url',
      's.normalised_domain',
      's.project_id',
      'p.name as project_name',
      's.time_zone',
      's.currency',
      's.created_by',
      's.created_at',
      'sa.role as access_role',
      'sa.is_default',
      'pm.role as member_role',
    ])
    // Both ways in are index lookups by user, so the list costs the user's shops, not all shops.
    .where('s.id', 'in', (eb) =>
      eb
        .selectFrom('shop_access')
        .select('shop_id')
        .where('user_id', '=', userId)
        .where('role', 'is not', null)
        .union(
          eb
            .selectFrom('project_members as m')
            .innerJoin('shops as ps', 'ps.project_id', 'm.project_id')
            .select('ps.id as shop_id')
            .where('m.user_id', '=', userId),
        ),
    )
    .$if(params.shopId !== undefined, (qb) => qb.where('s.id', '=', params.shopId ?? ''))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return rows.flatMap((row) => {
    const role = higherRole(row.access_role, row.member_role);
    if (!role) return [];
    return [
      {
        id: row.id,
        name: row.name,
        storeDomain: row.store_domain,
        storeUrl: row.store_url,
        normalisedDomain: row.normalised_domain,
        projectId: row.project_id,
        projectName: row.project_name,
        timeZone: row.time_zone,
        currency: row.currency,
        createdBy: row.created_by,
        createdAt: row.created_at,
        role,
        isDefault: row.is_default ?? false,
      },
    ];
  });
}
