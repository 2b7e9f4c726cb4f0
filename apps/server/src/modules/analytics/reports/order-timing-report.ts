import { type OrderTimingCell, orderTimingReportContract } from '@ziskomer/contracts';
import { countDays, type DayRange, summariseOrderGaps } from '@ziskomer/domain';
import { defineReport } from '../define-report.ts';
import { queryOrderGapCounts } from '../queries/order-gap-counts.ts';
import { queryOrderTimingCells } from '../queries/order-timing-cells.ts';

/**
 * Order timing: the weekday × hour heatmap of counted orders and revenue in the shop's zone, and
 * the days between consecutive orders of the same customer, both from day rollups.
 */
export const orderTimingReport = defineReport({
  ...orderTimingReportContract,
  async run(ctx) {
    const cells = await queryOrderTimingCells(ctx.db, ctx.shopId, ctx.period);
    const gaps = summariseOrderGaps(await queryOrderGapCounts(ctx.db, ctx.shopId, ctx.period));
    const previousCells = ctx.previous ? await queryOrderTimingCells(ctx.db, ctx.shopId, ctx.previous) : null;
    const previousGaps = ctx.previous
      ? summariseOrderGaps(await queryOrderGapCounts(ctx.db, ctx.shopId, ctx.previous))
      : null;
    return {
      cells,
      weekdayDays: countWeekdays(ctx.period),
      totals: sumCells(cells),
      previousTotals: previousCells ? sumCells(previousCells) : null,
      gaps,
      previousGaps,
    };
  },
});

function sumCells(cells: OrderTimingCell[]) {
  const orders = cells.reduce((sum, cell) => sum + cell.orders, 0);
  const revenue = cells.reduce((sum, cell) => sum + cell.revenue, 0);
  return { orders, revenue: Math.round(revenue * 100) / 100 };
}

/** How many Mondays … Sundays a period holds (index 0 = Monday). */
export function countWeekdays(range: DayRange): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  const days = countDays(range);
  const firstIndex = (new Date(`${range.from}T00:00:00Z`).getUTCDay() + 6) % 7;
  for (let index = 0; index < 7; index++) {
    // Days from the first day to the first occurrence of this weekday, then every seventh day.
    const offset = (index - firstIndex + 7) % 7;
    counts[index] = offset < days ? Math.floor((days - 1 - offset) / 7) + 1 : 0;
  }
  return counts;
}
