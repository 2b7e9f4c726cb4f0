import { getZonedDay, zonedTimeToInstant } from '@ziskomer/domain';

/** Seznam Nákupy counts its days in Prague, as Zboží.cz did (docs/ARCHITECTURE.md). */
export const NAKUPY_TIME_ZONE = 'Europe/Prague';

/**
 * `day` at `hour:minute:second` in Prague as an ISO 8601 time with Prague's offset of that moment
 * (`2026-03-28T00:00:00+01:00`), the form of the report's `from` / `to`: the public clients send
 * ISO times (one in UTC, one with its local offset), so the day's bounds are given exactly.
 */
export function pragueTime(day: string, hour: number, minute: number, second: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const instant = zonedTimeToInstant({ year, month, day: date, hour, minute, second }, NAKUPY_TIME_ZONE);
  const offsetMinutes = Math.round(
    (Date.UTC(year, month - 1, date, hour, minute, second) - instant.getTime()) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');
  return `${day}T${pad(hour)}:${pad(minute)}:${pad(second)}${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
}

/**
 * The day of a report row: `YYYY-MM-DD` (or `YYYYMMDD`) as it is, an ISO time with a clock read
 * as the Prague day it falls on (a midnight sent in UTC is the evening before); null for anything
 * else. Which key carries it is not in any public source, so the caller tries the likely ones.
 */
export function readReportDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const plain = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text);
  if (plain) {
    const day = `${plain[1]}-${plain[2]}-${plain[3]}`;
    return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? null : day;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return null;
  // A clock without an offset is Prague's own; one with an offset is an instant.
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(text)) return text.slice(0, 10);
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : getZonedDay(instant, NAKUPY_TIME_ZONE);
}
