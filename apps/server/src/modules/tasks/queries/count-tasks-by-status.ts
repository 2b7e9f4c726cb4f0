import type { TaskCategory, TaskPriority, TaskStatusCounts } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** How many tasks of a shop have each status, under the category and priority filters. */
export async function countTasksByStatus(
  db: Kysely<Database>,
  filter: { shopId: string; category?: TaskCategory; priority?: TaskPriority },
): Promise<TaskStatusCounts> {
  let query = db
    .selectFrom('tasks')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('shop_id', '=', filter.shopId)
    .groupBy('status');
  if (filter.category !== undefined) query = query.where('category', '=', filter.category);
  if (filter.priority !== undefined) query = query.where('priority', '=', filter.priority);
  const counts: TaskStatusCounts = { pending: 0, 'in-progress': 0, completed: 0 };
  // count(*) is a bigint: a string from pg, a number from PGlite.
  for (const row of await query.execute()) counts[row.status] = Number(row.count);
  return counts;
}

/** Tasks of a shop not yet completed (pending or in progress), for the e-mail digest. */
export async function countOpenTasks(db: Kysely<Database>, shopId: string): Promise<number> {
  const counts = await countTasksByStatus(db, { shopId });
  return counts.pending + counts['in-progress'];
}
