import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/**
 * The owners of a project, locked until the transaction ends, so two owners demoting each other
 * at the same moment cannot leave the project with none.
 */
export async function lockProjectOwners(db: Kysely<Database>, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('project_members')
    .select('user_id')
    .where('project_id', '=', projectId)
    .where('role', '=', 'owner')
    .forUpdate()
    .execute();
  return rows.map((row) => row.user_id);
}
