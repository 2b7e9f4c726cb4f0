import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { deleteJobScheduleRow } from '../../jobs/schedules/job-schedule-queries.ts';
import { deleteImportScheduleRow } from './queries/delete-import-schedule-row.ts';

/** Deletes a schedule, its timing and its run history; the orders its imports brought stay. */
export async function deleteImportSchedule(scope: UseCaseScope, shopId: string, scheduleId: string) {
  if (!(await deleteImportScheduleRow(scope.db, shopId, scheduleId))) throw new AppError('not_found');
  await deleteJobScheduleRow(scope.db, shopId, scheduleId);
}
