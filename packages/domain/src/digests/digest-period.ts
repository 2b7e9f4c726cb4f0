import { addDays, addMonths, type DayRange } from '../report-period.ts';

/**
 * The periods an e-mail digest covers (docs/METRICS.md "E-mail digests"). A weekly digest goes
 * out on Monday and covers the week that ended the day before (Monday to Sunday); a monthly one
 * goes out on the 1st and covers the calendar month before. Both compare with the period just
 * before and with the same period a year earlier: for a week the week 52 weeks back (364 days,
 * so Monday still lines up with Monday), for a month the same calendar month of the last year.
 */
export type DigestFrequency = 'weekly' | 'monthly';

export interface DigestPeriods {
  frequency: DigestFrequency;
  current: DayRange;
  previous: DayRange;
  lastYear: DayRange;
  /** Identifies the period in idempotency keys and the delivery log: 'week:2026-11-16', 'month:2026-10'. */
  key: string;
}

/** Monday = 1 … Sunday = 7 of an ISO day. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Whether `today` (the shop's calendar day) is a day a digest of this frequency goes out. */
export function isDigestDay(frequency: DigestFrequency, today: string): boolean {
  return frequency === 'weekly' ? isoWeekday(today) === 1 : today.endsWith('-01');
}

/**
 * The last complete period before `today`: on Monday 23 November 2026 the week 16–22 November;
 * on any day of December 2026 the month of November. A preview sent mid-week therefore shows the
 * same figures the next scheduled e-mail would have shown last Monday.
 */
export function resolveDigestPeriods(frequency: DigestFrequency, today: string): DigestPeriods {
  if (frequency === 'weekly') {
    const thisMonday = addDays(today, 1 - isoWeekday(today));
    const current = { from: addDays(thisMonday, -7), to: addDays(thisMonday, -1) };
    return {
      frequency,
      current,
      previous: shiftDays(current, -7),
      lastYear: shiftDays(current, -364),
      key: `week:${current.from}`,
    };
  }
  const firstOfThisMonth = `${today.slice(0, 8)}01`;
  const current = monthOf(addMonths(firstOfThisMonth, -1));
  return {
    frequency,
    current,
    previous: monthOf(addMonths(current.from, -1)),
    lastYear: monthOf(addMonths(current.from, -12)),
    key: `month:${current.from.slice(0, 7)}`,
  };
}

function shiftDays(range: DayRange, days: number): DayRange {
  return { from: addDays(range.from, days), to: addDays(range.to, days) };
}

function monthOf(firstDay: string): DayRange {
  return { from: firstDay, to: addDays(addMonths(firstDay, 1), -1) };
}
