import type { Role } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Adds a member; returns false when the user already is one (nothing changes then). */
export async function insertProjectMember(
  db: Kysely<Database>,
  values: { projectId: string; userId: string; role: Role; joinedAt: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('project_members')
    .values({
      project_id: values.projectId,
      user_id: values.userId,
      role: values.role,
      joined_at: values.joinedAt,
    })
    .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}
