import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Changes a project's name and/or description. */
export async function updateProject(
  db: Kysely<Database>,
  params: { projectId: string; name?: string; description?: string; updatedAt: Date },
): Promise<void> {
  await db
    .updateTable('projects')
    .set({
      ...(params.name !== undefined && { name: params.name }),
      ...(params.description !== undefined && { description: params.description }),
      updated_at: params.updatedAt,
    })
    .where('id', '=', params.projectId)
    .execute();
}
