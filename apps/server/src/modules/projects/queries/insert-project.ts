import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Creates a project and returns its id. */
export async function insertProject(
  db: Kysely<Database>,
  values: { name: string; description: string; createdBy: string; createdAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('projects')
    .values({
      name: values.name,
      description: values.description,
      created_by: values.createdBy,
      created_at: values.createdAt,
      updated_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
