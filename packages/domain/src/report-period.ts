import type { Granularity, GranularityChoice, PeriodPreset } from '@ziskomer/contracts';

/*
 * The period and granularity every report takes (SPEC §4, §9): a preset counted back from today
 * in the shop's time zone, a custom range, or the whole history; days, weeks (starting Monday)
 * or months, or 'auto' by the period's length; and the previous period of the same length for
 * comparisons. Days are ISO calendar days ('2024-12-31'), both ends included.
 */

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** Adds whole days to an ISO day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Adds calendar months, clamping to the month's last day (31 Aug − 6 months = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function countDays(range: DayRange): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;
}

/**
 * The days a preset covers, ending today: '7d' is today and the 6 days before; '6m' and '1y'
 * start the day after the same calendar day 6 months or a year ago.
 */
export function resolvePreset(preset: PeriodPreset, today: string): DayRange {
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '14d':
      return { from: addDays(today, -13), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '60d':
      return { from: addDays(today, -59), to: today };
    case '6m':
      return { from: addDays(addMonths(today, -6), 1), to: today };
    case '1y':
      return { from: addDays(addMonths(today, -12), 1), to: today };
  }
}

/** The period of the same number of days that ends the day before `range` starts. */
export function previousPeriod(range: DayRange): DayRange {
  const length = countDays(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** 'auto' picks days up to about two months, weeks up to about a year, months beyond. */
export function resolveGranularity(choice: GranularityChoice, range: DayRange): Granularity {
  if (choice !== 'auto') return choice;
  const days = countDays(range);
  if (days <= 62) return 'day';
  if (days <= 366) return 'week';
  return 'month';
}

/** The first day of the bucket holding `day`: itself, its week's Monday, or its month's 1st. */
export function bucketStart(day: string, granularity: Granularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Every bucket start from the bucket of `from` to the bucket of `to`, so a chart has no gaps. */
export function listBuckets(range: DayRange, granularity: Granularity): string[] {
  const buckets: string[] = [];
  const last = bucketStart(range.to, granularity);
  let current = bucketStart(range.from, granularity);
  while (current <= last) {
    buckets.push(current);
    current =
      granularity === 'day'
        ? addDays(current, 1)
        : granularity === 'week'
          ? addDays(current, 7)
          : addMonths(current, 1);
  }
  return buckets;
}
