import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/** Import schedules with their job schedule's state: active unless paused, and the next time. */
export function selectImportSchedules(db: Kysely<Database>, shopId: string) {
  return db
    .selectFrom('import_schedules as s')
    .innerJoin('job_schedules as j', (join) =>
      join.onRef('j.shop_id', '=', 's.shop_id').onRef('j.id', '=', 's.id'),
    )
    .selectAll('s')
    .select([sql<boolean>`NOT j.paused`.as('is_active'), 'j.next_run_at'])
    .where('s.shop_id', '=', shopId);
}
