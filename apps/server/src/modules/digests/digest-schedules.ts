import type { Database } from '@ziskomer/db';
import { addDays, getZonedDay, isDigestDay, zonedTimeToInstant } from '@ziskomer/domain';
import type { Kysely } from 'kysely';
import { getNextDailyTime } from '../../jobs/schedules/get-next-schedule-time.ts';
import {
  deleteJobScheduleRow,
  listJobScheduleRows,
  saveJobScheduleRow,
} from '../../jobs/schedules/job-schedule-queries.ts';
import { ANOMALY_ALERTS_KIND } from './anomalies/anomaly-alerts-job.ts';
import { EMAIL_DIGEST_KIND } from './email-digest-job.ts';

export const DIGEST_SEND_TIME = '07:00';
export const ANOMALY_CHECK_TIME = '06:00';

/**
 * Keeps the shop's job schedules in line with its digest settings: a daily 7:00 schedule of the
 * digest job while a digest is on (the job sends on the digest's day only), none while off; the
 * daily anomaly check paused while the alerts are off (created if the shop has none).
 */
export async function syncDigestSchedules(
  db: Kysely<Database>,
  input: {
    shopId: string;
    timeZone: string;
    frequency: 'off' | 'weekly' | 'monthly';
    anomalyAlerts: boolean;
    now: Date;
  },
) {
  const schedules = await listJobScheduleRows(db, input.shopId);
  const digest = schedules.find((schedule) => schedule.kind === EMAIL_DIGEST_KIND);
  if (input.frequency === 'off') {
    if (digest) await deleteJobScheduleRow(db, input.shopId, digest.id);
  } else if (!digest || digest.paused) {
    await saveJobScheduleRow(db, {
      shopId: input.shopId,
      id: digest?.id,
      kind: EMAIL_DIGEST_KIND,
      payload: { shopId: input.shopId },
      rhythm: { dailyAt: DIGEST_SEND_TIME },
      paused: false,
      nextRunAt: getNextDailyTime(DIGEST_SEND_TIME, input.now, input.timeZone),
      now: input.now,
    });
  }
  const anomaly = schedules.find((schedule) => schedule.kind === ANOMALY_ALERTS_KIND);
  if (!anomaly || anomaly.paused === input.anomalyAlerts) {
    await saveJobScheduleRow(db, {
      shopId: input.shopId,
      id: anomaly?.id,
      kind: ANOMALY_ALERTS_KIND,
      payload: { shopId: input.shopId },
      rhythm: { dailyAt: ANOMALY_CHECK_TIME },
      paused: !input.anomalyAlerts,
      nextRunAt: getNextDailyTime(ANOMALY_CHECK_TIME, input.now, input.timeZone),
      now: input.now,
    });
  }
}

/** When the next digest goes out: the next Monday (or 1st) at 7:00 in the shop's zone after now. */
export function nextDigestSendTime(frequency: 'weekly' | 'monthly', now: Date, timeZone: string): Date {
  const [hour, minute] = DIGEST_SEND_TIME.split(':').map(Number) as [number, number];
  let day = getZonedDay(now, timeZone);
  for (let step = 0; step < 40; step++, day = addDays(day, 1)) {
    if (!isDigestDay(frequency, day)) continue;
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const instant = zonedTimeToInstant({ year, month, day: date, hour, minute }, timeZone);
    if (instant.getTime() > now.getTime()) return instant;
  }
  throw new Error('nextDigestSendTime: no digest day within 40 days');
}
