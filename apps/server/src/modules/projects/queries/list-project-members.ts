import type { Role } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface ProjectMemberRow {
  userId: string;
  email: string;
  fullName: string;
  role: Role;
  joinedAt: Date;
}

/** A project's members (or the one `userId`), in the order they joined. */
export async function listProjectMembers(
  db: Kysely<Database>,
  params: { projectId: string; userId?: string },
): Promise<ProjectMemberRow[]> {
  const rows = await db
    .selectFrom('project_members as pm')
    .innerJoin('users as u', 'u.id', 'pm.user_id')
    .select(['pm.user_id', 'u.email', 'u.name', 'pm.role', 'pm.joined_at'])
    .where('pm.project_id', '=', params.projectId)
    .$if(params.userId !== undefined, (qb) => qb.where('pm.user_id', '=', params.userId ?? ''))
    .orderBy('pm.joined_at')
    .orderBy('u.email')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    fullName: row.name,
    role: row.role,
    joinedAt: row.joined_at,
  }));
}
