import type { Database, ImportSchedulesTable } from '@ziskomer/db';
import type { Insertable, Kysely, Selectable } from 'kysely';

export type ImportScheduleRow = Selectable<ImportSchedulesTable>;

export async function insertImportSchedule(
  db: Kysely<Database>,
  values: Insertable<ImportSchedulesTable>,
): Promise<ImportScheduleRow> {
  return db.insertInto('import_schedules').values(values).returningAll().executeTakeFirstOrThrow();
}
