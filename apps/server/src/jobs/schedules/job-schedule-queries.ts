import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { ScheduleRhythm } from './get-next-schedule-time.ts';
import type { JobScheduleRow } from './job-schedule-row.ts';

/** A schedule's rows, always within one shop (the shop's scope or the runner's). */

export async function getJobScheduleRow(
  db: Kysely<Database>,
  shopId: string,
  scheduleId: string,
  options: { forUpdate?: boolean } = {},
): Promise<JobScheduleRow | null> {
  let query = db
    .selectFrom('job_schedules')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', scheduleId);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export async function listJobScheduleRows(db: Kysely<Database>, shopId: string): Promise<JobScheduleRow[]> {
  return db
    .selectFrom('job_schedules')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Creates or changes a schedule of a kind (a feature's own schedule keeps the same id as its row). */
export async function saveJobScheduleRow(
  db: Kysely<Database>,
  values: {
    shopId: string;
    id?: string;
    kind: string;
    payload: unknown;
    rhythm: ScheduleRhythm;
    paused: boolean;
    nextRunAt: Date;
    now: Date;
  },
): Promise<JobScheduleRow> {
  const row = {
    kind: values.kind,
    payload: JSON.stringify(values.payload),
    every_hours: 'everyHours' in values.rhythm ? values.rhythm.everyHours : null,
    daily_at: 'dailyAt' in values.rhythm ? values.rhythm.dailyAt : null,
    paused: values.paused,
    next_run_at: values.nextRunAt,
    updated_at: values.now,
  };
  return db
    .insertInto('job_schedules')
    .values({
      shop_id: values.shopId,
      ...(values.id ? { id: values.id } : {}),
      ...row,
      created_at: values.now,
    })
    .onConflict((conflict) => conflict.columns(['shop_id', 'id']).doUpdateSet(row))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setJobSchedulePaused(
  db: Kysely<Database>,
  shopId: string,
  scheduleId: string,
  paused: boolean,
  nextRunAt: Date,
  now: Date,
): Promise<JobScheduleRow | null> {
  const row = await db
    .updateTable('job_schedules')
    .set({ paused, next_run_at: nextRunAt, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', scheduleId)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteJobScheduleRow(db: Kysely<Database>, shopId: string, scheduleId: string) {
  await db.deleteFrom('job_schedules').where('shop_id', '=', shopId).where('id', '=', scheduleId).execute();
}
