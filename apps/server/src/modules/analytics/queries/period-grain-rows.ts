import { type DayRange, splitWholeMonths } from '@ziskomer/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * The condition that picks a period's rows from a count table kept per day and per month
 * (migration 0012: `grain`, `start_day`): the months the period covers whole from the monthly
 * rows, the days at its edges from the daily ones, so every day counts exactly once and a year
 * reads about 12 months of rows plus its edge days rather than 365 days of them.
 */
export function inPeriodGrains(shopId: string, range: DayRange): RawBuilder<boolean> {
  const split = splitWholeMonths(range);
  const parts: RawBuilder<boolean>[] = split.days.map(
    (days) => sql<boolean>`(grain = 'day' AND start_day BETWEEN ${days.from}::date AND ${days.to}::date)`,
  );
  if (split.months) {
    parts.push(
      sql<boolean>`(grain = 'month' AND start_day BETWEEN ${split.months.from}::date AND ${split.months.to}::date)`,
    );
  }
  return sql<boolean>`shop_id = ${shopId} AND (${sql.join(parts, sql` OR `)})`;
}
