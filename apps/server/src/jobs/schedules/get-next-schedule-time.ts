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
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  for (let dayOffset = 0; dayOffset <= 2; dayOffset++) {
    const day = new Date(now.getTime() + dayOffset * 24 * HOUR_MS);
    const { year, month, date } = getLocalDate(day, timeZone);
    const candidate = getInstantOf(year, month, date, hours, minutes, timeZone);
    if (candidate.getTime() > now.getTime()) return candidate;
  }
  return new Date(now.getTime() + 24 * HOUR_MS);
}

function getLocalDate(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(instant)
    .reduce<Record<string, number>>((all, part) => {
      if (part.type !== 'literal') all[part.type] = Number(part.value);
      return all;
    }, {});
  return { year: parts.year!, month: parts.month!, date: parts.day! };
}

/** The instant of a wall-clock time in a zone: the UTC guess corrected by the zone's offset (twice, for DST edges). */
function getInstantOf(
  year: number,
  month: number,
  date: number,
  hours: number,
  minutes: number,
  timeZone: string,
) {
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  let instant = wall;
  for (let i = 0; i < 2; i++) instant = wall - getOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

function getOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
    .formatToParts(instant)
    .reduce<Record<string, number>>((all, part) => {
      if (part.type !== 'literal') all[part.type] = Number(part.value);
      return all;
    }, {});
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}
