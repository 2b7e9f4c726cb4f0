import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Deletes a project with its memberships; its shops stay, unassigned (FK ON DELETE SET NULL). */
export async function deleteProject(db: Kysely<Database>, projectId: string): Promise<void> {
  await db.deleteFrom('projects').where('id', '=', projectId).execute();
}
