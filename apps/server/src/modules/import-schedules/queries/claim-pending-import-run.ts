import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

export interface ClaimedRun {
  shopId: string;
  runId: string;
}

/**
 * Takes the oldest waiting run of any shop and marks it running, skipping runs another server is
 * taking at the same moment (FOR UPDATE SKIP LOCKED). Needs the scheduler's scope.
 */
export async function claimPendingImportRun(db: Kysely<Database>, now: Date): Promise<ClaimedRun | null> {
  const result = await sql<{ shop_id: string; id: string }>`
    UPDATE import_runs SET status = 'running', started_at = ${now}, updated_at = ${now}
    WHERE (shop_id, id) = (
      SELECT shop_id, id FROM import_runs
      WHERE status = 'pending'
      ORDER BY created_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING shop_id, id`.execute(db);
  const row = result.rows[0];
  return row ? { shopId: row.shop_id, runId: row.id } : null;
}
