const HOUR = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone: hour since the epoch → the zone's offset in that hour and the local day it falls on. */
const hours = new Map<string, Map<number, { offset: number; day: string }>>();

/**
 * The offset of a time zone from UTC at an instant, in milliseconds (Europe/Prague: +1 h in
 * winter, +2 h in summer). Computed with Intl and cached per zone and UTC hour (an import reads
 * millions of dates); zones change their offset on whole or half hours, so the offset at the start
 * of the hour holds for all of it, except in the odd zone that changes at a quarter hour.
 */
export function getTimeZoneOffset(instantMs: number, timeZone: string): number {
  return getHour(instantMs, timeZone).offset;
}

function getHour(instantMs: number, timeZone: string): { offset: number; day: string } {
  let zone = hours.get(timeZone);
  if (!zone) {
    zone = new Map();
    hours.set(timeZone, zone);
  }
  const hour = Math.floor(instantMs / HOUR);
  let cached = zone.get(hour);
  if (!cached) {
    const offset = computeOffset(hour * HOUR, timeZone);
    cached = { offset, day: new Date(hour * HOUR + offset).toISOString().slice(0, 10) };
    if (zone.size > 200_000) zone.clear();
    zone.set(hour, cached);
  }
  return cached;
}

function computeOffset(instantMs: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - instantMs;
}

/**
 * The instant of a wall-clock time in a time zone. A time skipped by the spring DST change
 * (02:30 on the last Sunday of March in Prague) moves forward by the gap; a time that occurs twice
 * in autumn takes the first (summer-time) occurrence.
 */
export function zonedTimeToInstant(
  local: { year: number; month: number; day: number; hour?: number; minute?: number; second?: number },
  timeZone: string,
): Date {
  const wall = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour ?? 0,
    local.minute ?? 0,
    local.second ?? 0,
  );
  const before = getTimeZoneOffset(wall - 12 * HOUR, timeZone);
  const after = getTimeZoneOffset(wall + 12 * HOUR, timeZone);
  // With the earlier offset first, an ambiguous autumn time resolves to its first occurrence.
  const candidate = wall - before;
  if (getTimeZoneOffset(candidate, timeZone) === before) return new Date(candidate);
  const other = wall - after;
  if (getTimeZoneOffset(other, timeZone) === after) return new Date(other);
  // In the spring gap neither offset reproduces the wall time: move forward by the gap.
  return new Date(wall - before);
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone: orders are counted by the shop's days. */
export function getZonedDay(instant: Date, timeZone: string): string {
  const hour = getHour(instant.getTime(), timeZone);
  // With a whole-hour offset the local day cannot change within a UTC hour.
  if (hour.offset % HOUR === 0) return hour.day;
  return new Date(instant.getTime() + hour.offset).toISOString().slice(0, 10);
}

/** True when `timeZone` is an IANA zone name Intl knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
