import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Removes a member from a project. */
export async function deleteProjectMember(
  db: Kysely<Database>,
  params: { projectId: string; userId: string },
): Promise<void> {
  await db
    .deleteFrom('project_members')
    .where('project_id', '=', params.projectId)
    .where('user_id', '=', params.userId)
    .execute();
}
