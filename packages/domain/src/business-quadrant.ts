import type { BusinessQuadrant, BusinessQuadrantAssessment } from '@ziskomer/contracts';
import { FLAT_BAND, type PeriodPerformance, relativeChange } from './performance-scenario.ts';

/*
 * The business quadrant of SPEC §4: where a period sits by volume (orders) and by profit. Volume
 * is measured against the shop's own previous period of the same length, not against other
 * shops: a shop "has volume" when it holds or grows its order count. docs/METRICS.md ("Orders
 * report") states the same rules in words.
 */

export type VolumeLevel = 'high' | 'low';
export type ProfitBand = 'profitable' | 'break_even' | 'loss';

/** Profit above 15 % of revenue is profitable; 0–15 % is break-even; below 0 a loss. */
export const PROFITABLE_ABOVE = 0.15;

/**
 * High volume: orders at least at the previous period's level, a fall within the ±5 % flat band
 * included (the same band as the performance scenario). Low: orders fell by more than 5 %.
 * From a previous period without orders, any order is high volume; none is no volume at all.
 */
export function volumeLevel(currentOrders: number, previousOrders: number): VolumeLevel | null {
  const change = relativeChange(currentOrders, previousOrders);
  if (change === null) return currentOrders > 0 ? 'high' : null;
  return change >= -FLAT_BAND ? 'high' : 'low';
}

/**
 * The profit band by profit ÷ revenue: above 15 % profitable, 0 to 15 % (both included)
 * break-even, below 0 a loss. Without revenue a negative profit is a loss and anything else has
 * no band (no sales, nothing to judge).
 */
export function profitBand(revenue: number, profit: number): ProfitBand | null {
  if (revenue <= 0) return profit < 0 ? 'loss' : null;
  const share = profit / revenue;
  if (share > PROFITABLE_ABOVE) return 'profitable';
  if (share >= 0) return 'break_even';
  return 'loss';
}

const QUADRANTS: Record<VolumeLevel, Record<ProfitBand, BusinessQuadrant>> = {
  high: { profitable: 'profitable_scaling', break_even: 'break_even_growth', loss: 'unprofitable_volume' },
  low: {
    profitable: 'high_profitability_low_volume',
    break_even: 'low_volume_break_even',
    loss: 'low_volume_loss',
  },
};

/** Places the current period in one of the six quadrants, against the previous period's volume. */
export function classifyBusinessQuadrant(
  current: PeriodPerformance,
  previous: Pick<PeriodPerformance, 'orders'>,
): BusinessQuadrantAssessment {
  const volume = volumeLevel(current.orders, previous.orders);
  const band = profitBand(current.revenue, current.profit);
  return {
    quadrant: volume && band ? QUADRANTS[volume][band] : null,
    volume,
    profitBand: band,
    profitShare: current.revenue > 0 ? current.profit / current.revenue : null,
    ordersChange: relativeChange(current.orders, previous.orders),
  };
}
