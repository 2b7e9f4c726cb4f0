import { addDays, addMonths, countDays, type DayRange } from '../report-period.ts';

/** SPEC §3 "Client budget": a budget plans spend per month, quarter or year. */
export type BudgetPeriodType = 'monthly' | 'quarterly' | 'yearly';

const MONTHS: Record<BudgetPeriodType, number> = { monthly: 1, quarterly: 3, yearly: 12 };

export interface BudgetPeriod extends DayRange {
  /** Days in the period, both ends included. */
  days: number;
  /** Days of the period up to and including today: 0 before it starts, `days` after it ends. */
  elapsedDays: number;
}

/**
 * The budget period that holds `today` (ISO days in the shop's time zone). Periods follow each
 * other back to back from `startDate`: the k-th starts k × 1, 3 or 12 calendar months after it
 * (counted from the start each time, so a start on the 31st keeps coming back to month ends) and
 * ends the day before the next one starts. Before `startDate` the first period is the current one,
 * so a budget planned ahead shows its first period with nothing spent yet.
 */
export function currentBudgetPeriod(
  startDate: string,
  periodType: BudgetPeriodType,
  today: string,
): BudgetPeriod {
  const step = MONTHS[periodType];
  const periodAt = (index: number): DayRange => ({
    from: addMonths(startDate, index * step),
    to: addDays(addMonths(startDate, (index + 1) * step), -1),
  });
  let index = 0;
  if (today > startDate) {
    const [startYear, startMonth] = startDate.split('-').map(Number) as [number, number];
    const [year, month] = today.split('-').map(Number) as [number, number];
    index = Math.max(0, Math.floor(((year - startYear) * 12 + (month - startMonth)) / step));
    // The month count is at most one period off (the day of the month decides): step to the right one.
    while (index > 0 && periodAt(index).from > today) index -= 1;
    while (periodAt(index).to < today) index += 1;
  }
  const range = periodAt(index);
  const days = countDays(range);
  const elapsedDays =
    today < range.from ? 0 : today > range.to ? days : countDays({ from: range.from, to: today });
  return { ...range, days, elapsedDays };
}

/**
 * The spend a budget would have reached by today if spent evenly over its period: the "budget
 * line" the spending is compared to. 0 before the period starts, the whole budget at its end.
 */
export function evenPaceSpend(total: number, period: BudgetPeriod): number {
  if (period.days <= 0) return 0;
  return (total * period.elapsedDays) / period.days;
}
