import type { PerformanceScenario, PerformanceScenarioAssessment, TrendDirection } from '@ziskomer/contracts';

/*
 * The performance scenario of SPEC §4: which of ten situations a business is in, read from how
 * its revenue, cost and profit moved from one period to the next. The inputs are generic so the
 * orders report (cost = revenue − margin) and the marketing report (cost with ad spend) share
 * the rule. docs/METRICS.md ("Orders report") states the same table in words.
 */

/** The figures of one period. Money in one currency; profit may be negative. */
export interface PeriodPerformance {
  revenue: number;
  cost: number;
  profit: number;
  orders: number;
}

/** A change within ±5 % counts as flat: normal noise between two periods, not a trend. */
export const FLAT_BAND = 0.05;

/** Revenue and cost both up by at least 20 % while profit falls is expansion, not mere inefficiency. */
export const STRONG_CHANGE = 0.2;

/**
 * The relative change from `previous` to `current` (0.12 = +12 %), against the absolute previous
 * value so that a loss shrinking from −100 to −50 is +50 %. Null when the previous value is 0
 * (no percentage exists). Rounded to 1e-9 so that 105 against 100 is exactly the 5 % boundary.
 */
export function relativeChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1e9) / 1e9;
}

/**
 * Up or down when the change exceeds the flat band (strictly), flat within it. From a previous
 * value of 0 the sign of the current value decides.
 */
export function trendDirection(current: number, previous: number, band = FLAT_BAND): TrendDirection {
  const change = relativeChange(current, previous);
  if (change === null) return current > 0 ? 'up' : current < 0 ? 'down' : 'flat';
  if (change > band) return 'up';
  if (change < -band) return 'down';
  return 'flat';
}

/**
 * Classifies two periods. The decision table (revenue trend first, then profit):
 *
 * | revenue | profit                                   | scenario                           |
 * |---------|------------------------------------------|------------------------------------|
 * | up      | down, revenue and cost both ≥ +20 %      | aggressive expansion               |
 * | up      | down otherwise                           | inefficient growth                 |
 * | up      | flat, or current profit ≤ 0              | fragile growth                     |
 * | up      | up at least as fast as revenue           | ideal growth                       |
 * | up      | up, slower than revenue                  | growth with declining profitability|
 * | flat    | up                                       | efficient decline                  |
 * | flat    | flat                                     | stagnation                         |
 * | flat    | down                                     | efficiency crisis                  |
 * | down    | up                                       | efficient decline                  |
 * | down    | flat                                     | slowdown                           |
 * | down    | down                                     | crisis                             |
 *
 * Without revenue in the previous period there is no base to compare with: scenario is null.
 */
export function classifyPerformanceScenario(
  current: PeriodPerformance,
  previous: PeriodPerformance,
): PerformanceScenarioAssessment {
  const revenue = trendOf(current.revenue, previous.revenue);
  const cost = trendOf(current.cost, previous.cost);
  const profit = trendOf(current.profit, previous.profit);
  const scenario = previous.revenue > 0 ? pickScenario(revenue, cost, profit, current.profit) : null;
  return { scenario, revenue, cost, profit };
}

interface Trend {
  direction: TrendDirection;
  change: number | null;
}

function trendOf(current: number, previous: number): Trend {
  return { direction: trendDirection(current, previous), change: relativeChange(current, previous) };
}

function pickScenario(
  revenue: Trend,
  cost: Trend,
  profit: Trend,
  currentProfit: number,
): PerformanceScenario {
  if (revenue.direction === 'up') {
    if (profit.direction === 'down') {
      const strong = (trend: Trend) => trend.change === null || trend.change >= STRONG_CHANGE;
      return strong(revenue) && cost.direction === 'up' && strong(cost)
        ? 'aggressive_expansion'
        : 'inefficient_growth';
    }
    if (profit.direction === 'flat' || currentProfit <= 0) return 'fragile_growth';
    // Profit up: it keeps pace with revenue when its change is at least revenue's (a profit
    // growing from 0 has no percentage and keeps pace by definition).
    const keepsPace = profit.change === null || (revenue.change !== null && profit.change >= revenue.change);
    return keepsPace ? 'ideal_growth' : 'growth_declining_profitability';
  }
  if (profit.direction === 'up') return 'efficient_decline';
  if (revenue.direction === 'flat') return profit.direction === 'flat' ? 'stagnation' : 'efficiency_crisis';
  return profit.direction === 'flat' ? 'slowdown' : 'crisis';
}
