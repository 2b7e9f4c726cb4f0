import type { Task, UpdateTask } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { findTaskRow } from './find-task.ts';
import { updateTaskRow } from './queries/update-task-row.ts';
import { toTask } from './to-task.ts';

/**
 * Changes a task's title, description, category, priority or status. completedAt follows the
 * status (SPEC §4): set on the move to completed, cleared on a move back.
 */
export async function updateTask(
  scope: UseCaseScope,
  shopId: string,
  taskId: string,
  input: UpdateTask,
): Promise<Task> {
  await findTaskRow(scope, shopId, taskId);
  const updated = await updateTaskRow(scope.db, {
    shopId,
    taskId,
    changes: {
      ...input,
      // An emptied description is none.
      description: input.description === undefined ? undefined : input.description || null,
    },
    now: scope.deps.now(),
  });
  // Deleted by someone else in the meantime.
  if (!updated) throw new AppError('not_found');
  return toTask(await findTaskRow(scope, shopId, taskId), scope);
}
