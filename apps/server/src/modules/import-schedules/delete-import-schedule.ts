import { AppError } from '../../http/app-error.ts';
import type { RequestScope } from '../../http/define-route.ts';
import { deleteJobScheduleRow } from '../../jobs/schedules/job-schedule-queries.ts';
import { deleteImportScheduleRow } from './queries/delete-import-schedule-row.ts';

/** Deletes a schedule, its timing and its run history; the orders its imports brought stay. */
export async function deleteImportSchedule(scope: RequestScope, shopId: string, scheduleId: string) {
  if (!(await deleteImportScheduleRow(scope.db, shopId, scheduleId))) throw new AppError('not_found');
  await deleteJobScheduleRow(scope.db, shopId, scheduleId);
}
