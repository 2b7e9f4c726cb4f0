import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import type { AnyJobDefinition } from '../define-job.ts';
import { enqueueJob } from '../enqueue-job.ts';
import { withRunnerScope } from '../with-runner-scope.ts';
import { getNextScheduleTime } from './get-next-schedule-time.ts';
import { getScheduleDedupeKey, toScheduleRhythm } from './job-schedule-row.ts';

/** Schedules handled per pass; the rest are due again on the next pass. */
const DUE_BATCH = 100;

/**
 * Queues a job for every schedule whose time has come and moves the schedule to its next time, in
 * one transaction with the schedules locked (FOR UPDATE SKIP LOCKED), so each due run is queued
 * once however many servers look. A schedule whose previous job still waits gets no second one
 * (one queued job per schedule). A schedule of a kind this server does not know is left due for a
 * server that knows it (a newer one during a rolling deploy), so its run is not lost; one whose
 * payload no longer fits its kind just moves on (and says so in the log). Returns the jobs queued.
 */
export async function queueDueSchedules(
  db: Kysely<Database>,
  kinds: ReadonlyMap<string, AnyJobDefinition>,
  now: Date,
): Promise<number> {
  return withRunnerScope(db, async (trx) => {
    const due = await sql<{
      shop_id: string;
      id: string;
      kind: string;
      payload: unknown;
      every_hours: number | null;
      daily_at: string | null;
      next_run_at: Date;
      time_zone: string;
    }>`
      SELECT s.shop_id, s.id, s.kind, s.payload, s.every_hours, s.daily_at, s.next_run_at, shops.time_zone
      FROM job_schedules s JOIN shops ON shops.id = s.shop_id
      WHERE NOT s.paused AND s.next_run_at <= ${now} AND s.kind = ANY(${[...kinds.keys()]}::text[])
      ORDER BY s.next_run_at
      LIMIT ${DUE_BATCH}
      FOR UPDATE OF s SKIP LOCKED`.execute(trx);
    let queued = 0;
    for (const schedule of due.rows) {
      const next = getNextScheduleTime(
        toScheduleRhythm(schedule),
        new Date(schedule.next_run_at),
        now,
        schedule.time_zone,
      );
      const job = kinds.get(schedule.kind)!;
      const payload = job.payload.safeParse(schedule.payload);
      let jobId: number | null = null;
      if (payload.success) {
        jobId = await enqueueJob(trx, job, payload.data, {
          dedupeKey: getScheduleDedupeKey(schedule.id),
          scheduleId: schedule.id,
        });
        queued++;
      } else {
        console.error(`[jobs] schedule ${schedule.id}: its payload no longer fits kind ${schedule.kind}`);
      }
      await sql`
        UPDATE job_schedules SET next_run_at = ${next}, last_run_at = ${now},
          last_job_id = coalesce(${jobId}, last_job_id), updated_at = now()
        WHERE shop_id = ${schedule.shop_id} AND id = ${schedule.id}`.execute(trx);
    }
    return queued;
  });
}
