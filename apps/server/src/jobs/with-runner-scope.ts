import { type Database, withScope } from '@ziskomer/db';
import { type Kysely, sql, type Transaction } from 'kysely';

/**
 * Runs `work` in a transaction of the job runner: besides one shop's rows (set with setScope as
 * usual) it may see and change the jobs, job schedules and import runs of every shop (the
 * policies of migrations 0006 and 0034 key on app.scheduler, which requests never set). Only the
 * runner's own queries use it.
 */
export function withRunnerScope<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return withScope(db, { userId: null }, async (trx) => {
    await sql`SELECT set_config('app.scheduler', 'on', true)`.execute(trx);
    return work(trx);
  });
}
