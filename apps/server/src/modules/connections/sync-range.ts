import { getZonedDay } from '@ziskomer/domain';

/** Issue 14: a connection's first sync fetches the last 90 days, later ones the last 7 (late figures). */
export const FIRST_SYNC_DAYS = 90;
export const RECENT_SYNC_DAYS = 7;

export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days a sync fetches, up to today in the account's time zone. */
export function getSyncRange(
  now: Date,
  timeZone: string,
  initialSyncDone: boolean,
): { from: string; to: string } {
  const to = getZonedDay(now, timeZone);
  return { from: shiftDay(to, -((initialSyncDone ? RECENT_SYNC_DAYS : FIRST_SYNC_DAYS) - 1)), to };
}

/** The last `days` days up to today, for the pages' periods. */
export function getLastDays(now: Date, timeZone: string, days: number): { from: string; to: string } {
  const to = getZonedDay(now, timeZone);
  return { from: shiftDay(to, -(days - 1)), to };
}
