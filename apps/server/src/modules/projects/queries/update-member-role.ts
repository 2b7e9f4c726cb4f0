import type { Role } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Sets a member's role in a project. */
export async function updateMemberRole(
  db: Kysely<Database>,
  params: { projectId: string; userId: string; role: Role },
): Promise<void> {
  await db
    .updateTable('project_members')
    .set({ role: params.role })
    .where('project_id', '=', params.projectId)
    .where('user_id', '=', params.userId)
    .execute();
}
