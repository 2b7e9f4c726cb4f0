import type { Role } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

export interface UserProjectRow {
  id: string;
  name: string;
  description: string;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
  role: Role;
  shopCount: number;
  memberCount: number;
}

/**
 * The projects a user is a member of (or the one `projectId`), with the user's role and the
 * shop and member counts. Projects the user owns come first (SPEC §4 picks the first owned
 * project), then by name.
 */
export async function listUserProjects(
  db: Kysely<Database>,
  params: { userId: string; projectId?: string },
): Promise<UserProjectRow[]> {
  const rows = await db
    .selectFrom('project_members as pm')
    .innerJoin('projects as p', 'p.id', 'pm.project_id')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.description',
      'p.created_by',
      'p.created_at',
      'p.updated_at',
      'pm.role',
      eb
        .selectFrom('shops as s')
        .select(eb.fn.countAll().as('n'))
        .whereRef('s.project_id', '=', 'p.id')
        .as('shop_count'),
      eb
        .selectFrom('project_members as m')
        .select(eb.fn.countAll().as('n'))
        .whereRef('m.project_id', '=', 'p.id')
        .as('member_count'),
    ])
    .where('pm.user_id', '=', params.userId)
    .$if(params.projectId !== undefined, (qb) => qb.where('p.id', '=', params.projectId ?? ''))
    .orderBy(sql`pm.role = 'owner'`, 'desc')
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    role: row.role,
    shopCount: Number(row.shop_count),
    memberCount: Number(row.member_count),
  }));
}
