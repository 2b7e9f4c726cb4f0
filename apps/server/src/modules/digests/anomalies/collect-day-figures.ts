import type { Database } from '@ziskomer/db';
import { addDays, baselineDays, type DayFigures } from '@ziskomer/domain';
import type { Transaction } from 'kysely';
import { selectMarketingTrend, selectTrackedEventGroups } from '../../analytics/index.ts';

/**
 * A closed day and the days of its baseline (the same weekday over six weeks), read with the
 * queries of the marketing report's daily trend (revenue, margin, counted orders, ad spend) and
 * of conversion monitoring (orders the shop's tracking reported). Seven days' rows, one range.
 */
export async function collectDayFigures(
  trx: Transaction<Database>,
  input: { shopId: string; day: string; timeZone: string },
): Promise<{ day: DayFigures; history: DayFigures[] }> {
  const days = [input.day, ...baselineDays(input.day)];
  const range = { from: days[days.length - 1]!, to: input.day };
  const [trend, tracked] = await Promise.all([
    selectMarketingTrend(trx, input.shopId, range, 'day'),
    selectTrackedEventGroups(trx, input.shopId, range, input.timeZone),
  ]);
  const byDay = new Map(trend.map((row) => [row.bucket, row]));
  const trackedByDay = new Map<string, number>();
  for (const group of tracked)
    trackedByDay.set(group.day, (trackedByDay.get(group.day) ?? 0) + group.tracked);
  // A shop whose tracking reported nothing in seven weeks has no tracking to break.
  const hasTracking = tracked.length > 0;
  const figuresOf = (day: string): DayFigures => {
    const row = byDay.get(day);
    return {
      day,
      orders: row?.orders ?? 0,
      revenue: row?.revenue ?? 0,
      margin: row?.grossProfit ?? 0,
      adSpend: row?.adSpend ?? 0,
      trackedOrders: hasTracking ? Math.min(trackedByDay.get(day) ?? 0, row?.orders ?? 0) : null,
    };
  };
  return {
    day: figuresOf(input.day),
    history: days
      .slice(1)
      .filter((day) => day >= addDays(input.day, -42))
      .map(figuresOf),
  };
}
