import { getZonedDay, zonedTimeToInstant } from '@ziskomer/domain';
/** When a schedule runs: every N hours, or daily at a wall-clock time in the shop's time zone. */
export type ScheduleRhythm = { everyHours: number } | { dailyAt: string };

const HOUR_MS = 3_600_000;

/**
 * The schedule's next time after `planned` that lies after `now`. Runs missed while the server was
 * down are not caught up one by one: the rhythm just continues (every N hours from the planned
 * time, so it does not drift by how late the runner looked).
 */
export function getNextScheduleTime(
  rhythm: ScheduleRhythm,
  planned: Date,
  now: Date,
  timeZone: string,
): Date {
  if ('everyHours' in rhythm) {
    const interval = rhythm.everyHours * HOUR_MS;
    const behind = now.getTime() - planned.getTime();
    const steps = behind < 0 ? 1 : Math.floor(behind / interval) + 1;
    return new Date(planned.getTime() + steps * interval);
  }
  return getNextDailyTime(rhythm.dailyAt, now, timeZone);
}

/** The first time after `now` when the shop's clock shows `hhmm` (a time skipped by DST moves forward by the gap). */
export function getNextDailyTime(hhmm: string, now: Date, timeZone: string): Date {
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  for (let dayOffset = 0; dayOffset <= 2; dayOffset++) {
    const day = getZonedDay(new Date(now.getTime() + dayOffset * 24 * HOUR_MS), timeZone);
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const candidate = zonedTimeToInstant({ year, month, day: date, hour, minute }, timeZone);
    if (candidate.getTime() > now.getTime()) return candidate;
  }
  return new Date(now.getTime() + 24 * HOUR_MS);
}
