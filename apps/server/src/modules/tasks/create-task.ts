import type { CreateTaskParsed, Task } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { findTaskRow } from './find-task.ts';
import { insertTask } from './queries/insert-task.ts';
import { toTask } from './to-task.ts';

/** Adds a task to the shop's list (by hand, or in one click from an alert or a report). */
export async function createTask(
  scope: UseCaseScope,
  shopId: string,
  input: CreateTaskParsed,
): Promise<Task> {
  const taskId = await insertTask(scope.db, {
    shopId,
    title: input.title,
    description: input.description || null,
    category: input.category,
    priority: input.priority,
    status: input.status,
    sourceUrl: input.sourceUrl || null,
    sourceContext: input.sourceContext || null,
    createdBy: scope.user.id,
    now: scope.deps.now(),
  });
  return toTask(await findTaskRow(scope, shopId, taskId), scope);
}
