import { addDays, type DayRange, splitWholeMonths } from '@ziskomer/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * The condition that picks a period's rows from a count table kept per day and per month
 * (migration 0012: `grain`, `start_day`): the months the period covers whole from the monthly
 * rows, the days at its edges from the daily ones, so every day counts exactly once and a year
 * reads about 12 months of rows plus its edge days rather than 365 days of them.
 */
export function inPeriodGrains(shopId: string, range: DayRange): RawBuilder<boolean> {
  return sql<boolean>`shop_id = ${shopId} AND (${sql.join(grainParts(range), sql` OR `)})`;
}

/**
 * inPeriodGrains with the period cut after each of the given days: no monthly row read spans a
 * cut, so a row lies wholly on or before a cut day (start_day <= it) or wholly after it. Reports
 * whose figures change at a day — retention counts a customer only when their first order is at
 * least 30 days before the last order day — filter the rows by start_day then.
 */
export function inPeriodGrainsCutAfter(shopId: string, range: DayRange, cuts: string[]): RawBuilder<boolean> {
  const pieces: DayRange[] = [];
  let from = range.from;
  for (const cut of [...cuts].sort()) {
    if (cut < from || cut >= range.to) continue;
    pieces.push({ from, to: cut });
    from = addDays(cut, 1);
  }
  pieces.push({ from, to: range.to });
  const parts = pieces.flatMap(grainParts);
  return sql<boolean>`shop_id = ${shopId} AND (${sql.join(parts, sql` OR `)})`;
}

function grainParts(range: DayRange): RawBuilder<boolean>[] {
  const split = splitWholeMonths(range);
  const parts: RawBuilder<boolean>[] = split.days.map(
    (days) => sql<boolean>`(grain = 'day' AND start_day BETWEEN ${days.from}::date AND ${days.to}::date)`,
  );
  if (split.months) {
    parts.push(
      sql<boolean>`(grain = 'month' AND start_day BETWEEN ${split.months.from}::date AND ${split.months.to}::date)`,
    );
  }
  return parts;
}
