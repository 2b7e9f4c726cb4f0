import type { Database, ImportSchedulesTable } from '@ziskomer/db';
import type { Insertable, Kysely, Selectable } from 'kysely';

/** A schedule with when it runs, which its job schedule (the same id) keeps. */
export type ImportScheduleRow = Selectable<ImportSchedulesTable> & { is_active: boolean; next_run_at: Date };

export async function insertImportSchedule(
  db: Kysely<Database>,
  values: Insertable<ImportSchedulesTable>,
): Promise<Selectable<ImportSchedulesTable>> {
  return db.insertInto('import_schedules').values(values).returningAll().executeTakeFirstOrThrow();
}
