import { addDays, type DayRange } from './report-period.ts';

/** A period cut into the calendar months it covers whole and the days left at either end. */
export interface MonthSplit {
  /** First days of the first and last whole month, or null when no month is covered whole. */
  months: DayRange | null;
  /** The days outside whole months: none, one or two ranges (before and after the months). */
  days: DayRange[];
}

/**
 * Splits a period so a query can read a monthly rollup for the months it covers whole and the
 * daily rollup only for the days at its edges: 15 Jan – 10 Apr is February and March (monthly)
 * plus 15–31 Jan and 1–10 Apr (daily). Together they cover every day exactly once.
 */
export function splitWholeMonths(range: DayRange): MonthSplit {
  const firstWhole = range.from.endsWith('-01') ? range.from : nextMonthStart(range.from);
  // The month after the last whole one starts the day after `to` when `to` ends a month.
  const afterLastWhole = monthStart(addDays(range.to, 1));
  if (firstWhole >= afterLastWhole) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.from < firstWhole) days.push({ from: range.from, to: addDays(firstWhole, -1) });
  if (afterLastWhole <= range.to) days.push({ from: afterLastWhole, to: range.to });
  return { months: { from: firstWhole, to: monthStart(addDays(afterLastWhole, -1)) }, days };
}

function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function nextMonthStart(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
