import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Deletes a task of a shop; true when there was one. */
export async function deleteTaskRow(
  db: Kysely<Database>,
  params: { shopId: string; taskId: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('tasks')
    .where('shop_id', '=', params.shopId)
    .where('id', '=', params.taskId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
