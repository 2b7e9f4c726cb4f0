import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { canDeleteTask } from './can-delete-task.ts';
import { findTaskRow } from './find-task.ts';
import { deleteTaskRow } from './queries/delete-task-row.ts';

/** Deletes a task: its creator or a shop admin may (else 403 task_delete_forbidden). */
export async function deleteTask(scope: UseCaseScope, shopId: string, taskId: string): Promise<void> {
  const row = await findTaskRow(scope, shopId, taskId);
  if (!canDeleteTask(row, { userId: scope.user.id, shopRole: scope.shop?.role })) {
    throw new AppError('task_delete_forbidden');
  }
  await deleteTaskRow(scope.db, { shopId, taskId });
}
