import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listTaskRows, type TaskRow } from './queries/list-task-rows.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The task `taskId` of the shop, or 404: for an id that does not exist, belongs to another shop or
 * is not an id at all (the same answer, so other tenants' ids cannot be probed).
 */
export async function findTaskRow(scope: UseCaseScope, shopId: string, taskId: string): Promise<TaskRow> {
  if (!UUID.test(taskId)) throw new AppError('not_found');
  const [row] = await listTaskRows(scope.db, { shopId, taskId });
  if (!row) throw new AppError('not_found');
  return row;
}
