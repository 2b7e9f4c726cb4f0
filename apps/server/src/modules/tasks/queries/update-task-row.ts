import type { TaskCategory, TaskPriority, TaskStatus } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

export interface TaskChanges {
  title?: string;
  description?: string | null;
  category?: TaskCategory;
  priority?: TaskPriority;
  status?: TaskStatus;
}

/**
 * Applies a change to a task of a shop; true when the task exists. Moving to completed stamps
 * completed_at (a task that already was completed keeps its time), moving away clears it: in one
 * statement, so two people changing the status at once cannot leave the two out of step.
 */
export async function updateTaskRow(
  db: Kysely<Database>,
  params: { shopId: string; taskId: string; changes: TaskChanges; now: Date },
): Promise<boolean> {
  const { changes, now } = params;
  const result = await db
    .updateTable('tasks')
    .set({
      ...(changes.title === undefined ? {} : { title: changes.title }),
      ...(changes.description === undefined ? {} : { description: changes.description }),
      ...(changes.category === undefined ? {} : { category: changes.category }),
      ...(changes.priority === undefined ? {} : { priority: changes.priority }),
      ...(changes.status === undefined
        ? {}
        : {
            status: changes.status,
            completed_at: changes.status === 'completed' ? sql<Date>`coalesce(completed_at, ${now})` : null,
          }),
      updated_at: now,
    })
    .where('shop_id', '=', params.shopId)
    .where('id', '=', params.taskId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
