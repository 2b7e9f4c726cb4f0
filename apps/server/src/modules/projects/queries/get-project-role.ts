import type { Role } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** The user's role in a project, or null when not a member (answered as 404). */
export async function getProjectRole(
  db: Kysely<Database>,
  projectId: string,
  userId: string,
): Promise<Role | null> {
  const row = await db
    .selectFrom('project_members')
    .select('role')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}
