import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** True while a run of the schedule waits or runs (a schedule runs one at a time). */
export async function hasActiveImportRun(
  db: Kysely<Database>,
  shopId: string,
  scheduleId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('import_runs')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('schedule_id', '=', scheduleId)
    .where('status', 'in', ['pending', 'running'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
