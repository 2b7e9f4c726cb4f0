import type { JobSchedulesTable } from '@ziskomer/db';
import type { Selectable } from 'kysely';
import type { ScheduleRhythm } from './get-next-schedule-time.ts';

export type JobScheduleRow = Selectable<JobSchedulesTable>;

export function toScheduleRhythm(row: Pick<JobScheduleRow, 'every_hours' | 'daily_at'>): ScheduleRhythm {
  return row.daily_at ? { dailyAt: row.daily_at } : { everyHours: row.every_hours ?? 24 };
}

/** One queued job per schedule: the due pass, 'run now' and the import schedule's own button share it. */
export function getScheduleDedupeKey(scheduleId: string): string {
  return `schedule:${scheduleId}`;
}
