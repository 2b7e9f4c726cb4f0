import type { TaskCategory, TaskPriority, TaskStatus } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

export interface TaskRow {
  id: string;
  title: string;
  description: string | null;
  category: TaskCategory;
  priority: TaskPriority;
  status: TaskStatus;
  sourceUrl: string | null;
  sourceContext: string | null;
  createdBy: string | null;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

export interface TaskRowFilter {
  shopId: string;
  taskId?: string;
  status?: TaskStatus;
  category?: TaskCategory;
  priority?: TaskPriority;
  limit?: number;
}

/** High first: the order of the list within each status. */
const priorityRank = sql<number>`CASE t.priority WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END`;

/**
 * A shop's tasks (or the one with `taskId`) with their creator's name: open tasks first, then by
 * priority (high first) and creation (newest first), so a limit drops only old completed tasks.
 */
export async function listTaskRows(db: Kysely<Database>, filter: TaskRowFilter): Promise<TaskRow[]> {
  let query = db
    .selectFrom('tasks as t')
    .leftJoin('users as u', 'u.id', 't.created_by')
    .select([
      't.id',
      't.title',
      't.description',
      't.category',
      't.priority',
      't.status',
      't.source_url as sourceUrl',
      't.source_context as sourceContext',
      't.created_by as createdBy',
      'u.name as createdByName',
      't.created_at as createdAt',
      't.updated_at as updatedAt',
      't.completed_at as completedAt',
    ])
    .where('t.shop_id', '=', filter.shopId);
  if (filter.taskId !== undefined) query = query.where('t.id', '=', filter.taskId);
  if (filter.status !== undefined) query = query.where('t.status', '=', filter.status);
  if (filter.category !== undefined) query = query.where('t.category', '=', filter.category);
  if (filter.priority !== undefined) query = query.where('t.priority', '=', filter.priority);
  query = query
    .orderBy(sql`t.status = 'completed'`)
    .orderBy(priorityRank)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id');
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  return query.execute();
}
