import { z } from 'zod';

/**
 * The performance scenarios of SPEC §4, read from how revenue, cost and profit moved between two
 * periods. The rule is `classifyPerformanceScenario` in packages/domain; the orders and marketing
 * reports share it.
 */
export const PERFORMANCE_SCENARIOS = [
  'ideal_growth',
  'growth_declining_profitability',
  'inefficient_growth',
  'efficient_decline',
  'crisis',
  'stagnation',
  'aggressive_expansion',
  'fragile_growth',
  'efficiency_crisis',
  'slowdown',
] as const;
export type PerformanceScenario = (typeof PERFORMANCE_SCENARIOS)[number];

/** The business quadrants of SPEC §4: volume (high, low) × profit (profitable, break-even, loss). */
export const BUSINESS_QUADRANTS = [
  'high_profitability_low_volume',
  'profitable_scaling',
  'break_even_growth',
  'unprofitable_volume',
  'low_volume_break_even',
  'low_volume_loss',
] as const;
export type BusinessQuadrant = (typeof BUSINESS_QUADRANTS)[number];

/** Direction of a figure between two periods; changes within the flat band count as flat. */
export const trendDirectionSchema = z.enum(['up', 'flat', 'down']);
export type TrendDirection = z.infer<typeof trendDirectionSchema>;

const trendSchema = z.object({
  direction: trendDirectionSchema,
  /** Relative change (0.12 = +12 %); null when the previous value was 0. */
  change: z.number().nullable(),
});

export const performanceScenarioSchema = z
  .object({
    /** Null when the previous period had no revenue: there is nothing to compare with. */
    scenario: z.enum(PERFORMANCE_SCENARIOS).nullable(),
    revenue: trendSchema,
    cost: trendSchema,
    profit: trendSchema,
  })
  .meta({ id: 'PerformanceScenarioAssessment' });
export type PerformanceScenarioAssessment = z.infer<typeof performanceScenarioSchema>;

export const businessQuadrantSchema = z
  .object({
    /** Null when the period has neither orders nor revenue. */
    quadrant: z.enum(BUSINESS_QUADRANTS).nullable(),
    volume: z.enum(['high', 'low']).nullable(),
    profitBand: z.enum(['profitable', 'break_even', 'loss']).nullable(),
    /** Profit ÷ revenue (0.18 = 18 %); null without revenue. */
    profitShare: z.number().nullable(),
    /** Relative change of orders against the previous period; null when it had none. */
    ordersChange: z.number().nullable(),
  })
  .meta({ id: 'BusinessQuadrantAssessment' });
export type BusinessQuadrantAssessment = z.infer<typeof businessQuadrantSchema>;
