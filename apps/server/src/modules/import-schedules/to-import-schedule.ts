import { type ImportSchedule, importScheduleOptionsSchema } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import type { ImportScheduleRow } from './queries/insert-import-schedule.ts';
import type { ImportRunRow } from './queries/list-import-run-rows.ts';
import { toImportRun } from './to-import-run.ts';

export function toImportSchedule(
  row: ImportScheduleRow,
  lastRun: ImportRunRow | undefined,
  language: Language,
): ImportSchedule {
  const options = importScheduleOptionsSchema.safeParse(row.options);
  return {
    id: row.id,
    shopId: row.shop_id,
    name: row.name,
    url: row.url,
    frequency: row.frequency,
    options: options.success ? options.data : {},
    isActive: row.is_active,
    nextRunAt: row.next_run_at.toISOString(),
    lastRun: lastRun ? toImportRun(lastRun, language) : null,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
