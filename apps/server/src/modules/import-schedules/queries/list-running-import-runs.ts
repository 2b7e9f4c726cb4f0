import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface RunningRun {
  shop_id: string;
  id: string;
  import_id: string | null;
  started_at: Date | null;
}

/** Runs of every shop that are running: downloading, or waiting for their import. Needs the scheduler's scope. */
export async function listRunningImportRuns(db: Kysely<Database>): Promise<RunningRun[]> {
  return db
    .selectFrom('import_runs')
    .select(['shop_id', 'id', 'import_id', 'started_at'])
    .where('status', '=', 'running')
    .orderBy('created_at')
    .execute();
}
