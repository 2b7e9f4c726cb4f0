import { PERFORMANCE_SCENARIOS, type PerformanceScenario } from '@ziskomer/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyPerformanceScenario,
  type PeriodPerformance,
  relativeChange,
  trendDirection,
} from '../src/performance-scenario.ts';

/** A period from revenue and cost; profit = revenue − cost as in the orders report. */
const period = (revenue: number, cost: number, orders = 10): PeriodPerformance => ({
  revenue,
  cost,
  profit: revenue - cost,
  orders,
});

const base = period(100_000, 70_000); // profit 30 000

describe('trend direction', () => {
  it('counts changes within ±5 % as flat, the boundary included', () => {
    expect(trendDirection(105, 100)).toBe('flat');
    expect(trendDirection(95, 100)).toBe('flat');
    expect(trendDirection(105.01, 100)).toBe('up');
    expect(trendDirection(94.99, 100)).toBe('down');
    // 1.05 − 1 is 0.0500000000000000444 in floating point: still the boundary.
    expect(trendDirection(1.05, 1)).toBe('flat');
  });

  it('measures a change of a loss against its size, and from 0 by the sign alone', () => {
    expect(relativeChange(-50, -100)).toBe(0.5);
    expect(trendDirection(-50, -100)).toBe('up');
    expect(trendDirection(-150, -100)).toBe('down');
    expect(relativeChange(10, 0)).toBeNull();
    expect(trendDirection(10, 0)).toBe('up');
    expect(trendDirection(-10, 0)).toBe('down');
    expect(trendDirection(0, 0)).toBe('flat');
  });
});

describe('performance scenario', () => {
  // Each case: revenue, cost (profit = revenue − cost) against 100 000 / 70 000 / 30 000.
  const cases: [PerformanceScenario, PeriodPerformance, string][] = [
    // Revenue +20 %, cost +14.3 %, profit +33.3 % ≥ +20 %.
    ['ideal_growth', period(120_000, 80_000), 'profit grows faster than revenue'],
    // Revenue +20 %, cost +21.4 %, profit +16.7 % < +20 %.
    ['growth_declining_profitability', period(120_000, 85_000), 'profit grows slower than revenue'],
    // Revenue +10 %, cost +17.1 %, profit −6.7 %.
    ['inefficient_growth', period(110_000, 82_000), 'profit falls on modest growth'],
    // Revenue −10 %, cost −18.6 %, profit +10 %.
    ['efficient_decline', period(90_000, 57_000), 'profit rises as revenue falls'],
    // Revenue −10 %, cost −5.7 %, profit −20 %.
    ['crisis', period(90_000, 66_000), 'revenue and profit fall'],
    // Revenue +2 %, cost +2.9 %, profit 0 %.
    ['stagnation', period(102_000, 72_000), 'nothing moves'],
    // Revenue +30 %, cost +47.1 %, profit −10 %.
    ['aggressive_expansion', period(130_000, 103_000), 'strong growth bought with stronger costs'],
    // Revenue +10 %, cost +14.3 %, profit 0 %.
    ['fragile_growth', period(110_000, 80_000), 'growth that does not reach profit'],
    // Revenue 0 %, cost +7.1 %, profit −16.7 %.
    ['efficiency_crisis', period(100_000, 75_000), 'same revenue, less profit'],
    // Revenue −10 %, cost −12.9 %, profit −3.3 % (flat).
    ['slowdown', period(90_000, 61_000), 'revenue falls, profit holds'],
  ];

  it.each(cases)('reads %s when %s', (expected, current) => {
    expect(classifyPerformanceScenario(current, base).scenario).toBe(expected);
  });

  it('covers every scenario of SPEC §4 with the cases above', () => {
    expect(new Set(cases.map(([scenario]) => scenario))).toEqual(new Set(PERFORMANCE_SCENARIOS));
  });

  it('reports the three trends it decided on', () => {
    expect(classifyPerformanceScenario(period(120_000, 80_000), base)).toEqual({
      scenario: 'ideal_growth',
      revenue: { direction: 'up', change: 0.2 },
      cost: { direction: 'up', change: 0.142857143 },
      profit: { direction: 'up', change: 0.333333333 },
    });
  });

  it('calls growth fragile while the business still makes no profit', () => {
    // Loss shrinks from −10 000 to −5 000 (+50 %) on revenue +20 %.
    expect(classifyPerformanceScenario(period(120_000, 125_000), period(100_000, 110_000)).scenario).toBe(
      'fragile_growth',
    );
  });

  it('needs revenue and cost both up by 20 % for aggressive expansion', () => {
    // Revenue +20 % (the boundary), cost +32.9 %, profit −10 % → expansion.
    expect(classifyPerformanceScenario(period(120_000, 93_000), base).scenario).toBe('aggressive_expansion');
    // Revenue +19 %, cost +31.4 %, profit −10 %: the same story on weaker growth.
    expect(classifyPerformanceScenario(period(119_000, 92_000), base).scenario).toBe('inefficient_growth');
  });

  it('treats flat revenue with rising profit as efficient decline (doing more with less)', () => {
    expect(classifyPerformanceScenario(period(100_000, 65_000), base).scenario).toBe('efficient_decline');
  });

  it('has no scenario without revenue in the previous period', () => {
    const result = classifyPerformanceScenario(period(50_000, 35_000), period(0, 0));
    expect(result.scenario).toBeNull();
    expect(result.revenue).toEqual({ direction: 'up', change: null });
  });
});

describe('performance scenario properties', () => {
  const money = fc.integer({ min: 0, max: 10_000_000 });
  const anyPeriod = fc
    .record({ revenue: money, cost: money, orders: fc.nat(100_000) })
    .map(({ revenue, cost, orders }) => period(revenue, cost, orders));
  const withRevenue = anyPeriod.filter((p) => p.revenue > 0);
  const GROWTH: readonly PerformanceScenario[] = [
    'ideal_growth',
    'growth_declining_profitability',
    'inefficient_growth',
    'aggressive_expansion',
    'fragile_growth',
  ];

  it('always names one of the ten scenarios when the previous period had revenue', () => {
    fc.assert(
      fc.property(anyPeriod, withRevenue, (current, previous) => {
        expect(PERFORMANCE_SCENARIOS).toContain(classifyPerformanceScenario(current, previous).scenario);
      }),
    );
  });

  it('names a growth scenario exactly when revenue rose beyond the flat band', () => {
    fc.assert(
      fc.property(anyPeriod, withRevenue, (current, previous) => {
        const result = classifyPerformanceScenario(current, previous);
        expect(GROWTH.includes(result.scenario as PerformanceScenario)).toBe(
          result.revenue.direction === 'up',
        );
      }),
    );
  });

  it('calls it a crisis exactly when revenue and profit both fell', () => {
    fc.assert(
      fc.property(anyPeriod, withRevenue, (current, previous) => {
        const result = classifyPerformanceScenario(current, previous);
        const bothDown = result.revenue.direction === 'down' && result.profit.direction === 'down';
        expect(result.scenario === 'crisis').toBe(bothDown);
      }),
    );
  });

  it('does not depend on the currency unit (all amounts scaled alike)', () => {
    fc.assert(
      fc.property(anyPeriod, withRevenue, fc.integer({ min: 2, max: 1000 }), (current, previous, k) => {
        const scale = (p: PeriodPerformance) => period(p.revenue * k, p.cost * k, p.orders);
        expect(classifyPerformanceScenario(scale(current), scale(previous)).scenario).toBe(
          classifyPerformanceScenario(current, previous).scenario,
        );
      }),
    );
  });
});
