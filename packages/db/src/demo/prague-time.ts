/**
 * Europe/Prague wall time without Intl: the generator converts a million timestamps, and the EU
 * summer-time rule (in force since 1996) is short enough to apply directly: summer time runs from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October.
 */
export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const summerTimeBounds = new Map<number, readonly [start: number, end: number]>();

function getSummerTimeBounds(year: number): readonly [number, number] {
  let bounds = summerTimeBounds.get(year);
  if (!bounds) {
    bounds = [lastSundayAt1Utc(year, 2), lastSundayAt1Utc(year, 9)];
    summerTimeBounds.set(year, bounds);
  }
  return bounds;
}

function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Minutes Prague is ahead of UTC at this instant: 60 in winter, 120 in summer. */
export function getPragueOffsetMinutes(utcMs: number): 60 | 120 {
  const [start, end] = getSummerTimeBounds(new Date(utcMs).getUTCFullYear());
  return utcMs >= start && utcMs < end ? 120 : 60;
}

/**
 * The instant of a Prague wall time given as milliseconds of a UTC date with the same fields.
 * An ambiguous autumn time resolves to its first (summer) occurrence; a time skipped in spring
 * moves an hour forward, as clocks do.
 */
export function convertPragueWallTimeToUtc(wallMs: number): number {
  const summer = wallMs - 2 * HOUR_MS;
  if (getPragueOffsetMinutes(summer) === 120) return summer;
  return wallMs - HOUR_MS;
}

/** '2024-07-14T20:31:05+02:00' — the instant in Prague wall time with its offset. */
export function formatPragueIso(utcMs: number): string {
  const offset = getPragueOffsetMinutes(utcMs);
  const local = new Date(utcMs + offset * 60_000);
  return (
    `${local.getUTCFullYear()}-${pad2(local.getUTCMonth() + 1)}-${pad2(local.getUTCDate())}` +
    `T${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}:${pad2(local.getUTCSeconds())}` +
    (offset === 120 ? '+02:00' : '+01:00')
  );
}

export function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}
