import { TASK_LIST_LIMIT, type TaskList, type TaskListQuery } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { countTasksByStatus } from './queries/count-tasks-by-status.ts';
import { listTaskRows } from './queries/list-task-rows.ts';
import { toTask } from './to-task.ts';

/** The shop's tasks under the filters, with the count of each status (for the column headers). */
export async function listTasks(
  scope: UseCaseScope,
  shopId: string,
  query: TaskListQuery,
): Promise<TaskList> {
  const rows = await listTaskRows(scope.db, { shopId, ...query, limit: TASK_LIST_LIMIT + 1 });
  const counts = await countTasksByStatus(scope.db, {
    shopId,
    category: query.category,
    priority: query.priority,
  });
  return {
    items: rows.slice(0, TASK_LIST_LIMIT).map((row) => toTask(row, scope)),
    counts,
    truncated: rows.length > TASK_LIST_LIMIT,
  };
}
