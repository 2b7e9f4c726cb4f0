import { type Database, withScope } from '@ziskomer/db';
import { type Kysely, sql, type Transaction } from 'kysely';

/**
 * Runs `work` in a transaction of the scheduler: besides one shop's rows (set with setScope as
 * usual) it may read and update the schedules and runs of every shop (see the policies of
 * migration 0006). Only the scheduler's own queries use it.
 */
export function withSchedulerScope<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return withScope(db, { userId: null }, async (trx) => {
    await sql`SELECT set_config('app.scheduler', 'on', true)`.execute(trx);
    return work(trx);
  });
}
