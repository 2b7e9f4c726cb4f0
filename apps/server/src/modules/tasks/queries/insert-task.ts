import type { TaskCategory, TaskPriority, TaskStatus } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface NewTaskRow {
  shopId: string;
  title: string;
  description: string | null;
  category: TaskCategory;
  priority: TaskPriority;
  status: TaskStatus;
  sourceUrl: string | null;
  sourceContext: string | null;
  createdBy: string;
  now: Date;
}

/** Inserts a task; a task created as completed is completed now. Returns its id. */
export async function insertTask(db: Kysely<Database>, task: NewTaskRow): Promise<string> {
  const row = await db
    .insertInto('tasks')
    .values({
      shop_id: task.shopId,
      title: task.title,
      description: task.description,
      category: task.category,
      priority: task.priority,
      status: task.status,
      source_url: task.sourceUrl,
      source_context: task.sourceContext,
      created_by: task.createdBy,
      created_at: task.now,
      updated_at: task.now,
      completed_at: task.status === 'completed' ? task.now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
