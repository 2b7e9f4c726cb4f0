import type { Task } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { canDeleteTask } from './can-delete-task.ts';
import type { TaskRow } from './queries/list-task-rows.ts';

/** A task row as the API shows it to the caller of `scope`. */
export function toTask(row: TaskRow, scope: UseCaseScope): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    priority: row.priority,
    status: row.status,
    sourceUrl: row.sourceUrl,
    sourceContext: row.sourceContext,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    createdByName: row.createdByName,
    canDelete: canDeleteTask(row, { userId: scope.user.id, shopRole: scope.shop?.role }),
  };
}
