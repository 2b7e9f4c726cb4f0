import type { ImportScheduleList } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listLatestImportRunRows } from './queries/list-import-run-rows.ts';
import { listImportScheduleRows } from './queries/list-import-schedule-rows.ts';
import { toImportSchedule } from './to-import-schedule.ts';

/** A shop's schedules, newest first, each with its latest run. */
export async function listImportSchedules(
  scope: UseCaseScope,
  shopId: string,
  language: Language,
): Promise<ImportScheduleList> {
  const rows = await listImportScheduleRows(scope.db, shopId);
  const lastRuns = new Map(
    (await listLatestImportRunRows(scope.db, shopId)).map((run) => [run.schedule_id, run]),
  );
  return { items: rows.map((row) => toImportSchedule(row, lastRuns.get(row.id), language)) };
}
