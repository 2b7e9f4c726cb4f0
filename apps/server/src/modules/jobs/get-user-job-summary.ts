import type { JobSummary } from '@ziskomer/contracts';
import { type Database, setScope } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { listUserShops } from '../shops/index.ts';

/** Finished jobs the indicator looks at for failures (SPEC §4: at most 3 considered). */
const RECENT_FINISHED = 3;

/**
 * The header indicator's counts over every shop the user may see: running and queued jobs, and
 * failures among the most recently finished jobs (a failure stops counting once newer work
 * finished, as SPEC §4 reads it). Each shop is read under its own row-level-security scope; the
 * scope is left at the user's.
 */
export async function getUserJobSummary(trx: Transaction<Database>, userId: string): Promise<JobSummary> {
  const shops = await listUserShops(trx, { userId });
  let running = 0;
  let queued = 0;
  const finished: { shopId: string; status: string; at: number }[] = [];
  let runningShop: string | null = null;
  for (const shop of shops) {
    await setScope(trx, { userId, shopId: shop.id });
    const counts = await sql<{ running: string | number; queued: string | number }>`
      SELECT count(*) FILTER (WHERE status = 'running') AS running, count(*) FILTER (WHERE status = 'queued') AS queued
      FROM jobs WHERE shop_id = ${shop.id} AND status IN ('queued', 'running')`.execute(trx);
    const row = counts.rows[0]!;
    running += Number(row.running);
    queued += Number(row.queued);
    if (Number(row.running) + Number(row.queued) > 0) runningShop ??= shop.id;
    const recent = await sql<{ status: string; finished_at: Date }>`
      SELECT status, finished_at FROM jobs
      WHERE shop_id = ${shop.id} AND status IN ('done', 'failed') AND finished_at IS NOT NULL
      ORDER BY finished_at DESC LIMIT ${RECENT_FINISHED}`.execute(trx);
    for (const job of recent.rows) {
      finished.push({ shopId: shop.id, status: job.status, at: new Date(job.finished_at).getTime() });
    }
  }
  await setScope(trx, { userId });
  const latest = finished.sort((a, b) => b.at - a.at).slice(0, RECENT_FINISHED);
  const failures = latest.filter((job) => job.status === 'failed');
  return {
    running,
    queued,
    failed: failures.length,
    shopId: failures[0]?.shopId ?? runningShop,
  };
}
