import { BUSINESS_QUADRANTS, type BusinessQuadrant } from '@ziskomer/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyBusinessQuadrant, profitBand, volumeLevel } from '../src/business-quadrant.ts';
import type { PeriodPerformance } from '../src/performance-scenario.ts';

const period = (orders: number, revenue: number, profit: number): PeriodPerformance => ({
  orders,
  revenue,
  profit,
  cost: revenue - profit,
});

describe('volume level', () => {
  it('is high when orders hold within −5 % of the previous period or grow', () => {
    expect(volumeLevel(120, 100)).toBe('high');
    expect(volumeLevel(95, 100)).toBe('high');
    expect(volumeLevel(94, 100)).toBe('low');
    expect(volumeLevel(5, 0)).toBe('high');
    expect(volumeLevel(0, 0)).toBeNull();
    expect(volumeLevel(0, 10)).toBe('low');
  });
});

describe('profit band', () => {
  it('splits profit ÷ revenue at 15 % and 0 %, both boundaries break-even', () => {
    expect(profitBand(1000, 151)).toBe('profitable');
    expect(profitBand(1000, 150)).toBe('break_even');
    expect(profitBand(1000, 0)).toBe('break_even');
    expect(profitBand(1000, -1)).toBe('loss');
    expect(profitBand(0, -500)).toBe('loss');
    expect(profitBand(0, 0)).toBeNull();
  });
});

describe('business quadrant', () => {
  // Previous period: 100 orders. Volume high at ≥ 95 orders; profit bands by profit ÷ revenue.
  const previous = { orders: 100 };
  const cases: [BusinessQuadrant, PeriodPerformance][] = [
    ['profitable_scaling', period(110, 100_000, 30_000)], // 30 %
    ['break_even_growth', period(100, 100_000, 10_000)], // 10 %
    ['unprofitable_volume', period(130, 100_000, -5_000)], // −5 %
    ['high_profitability_low_volume', period(80, 100_000, 25_000)], // 25 %
    ['low_volume_break_even', period(80, 100_000, 15_000)], // 15 % is still break-even
    ['low_volume_loss', period(50, 40_000, -2_000)], // −5 %
  ];

  it.each(cases)('places the period in %s', (expected, current) => {
    expect(classifyBusinessQuadrant(current, previous).quadrant).toBe(expected);
  });

  it('covers the six quadrants of SPEC §4', () => {
    expect(new Set(cases.map(([quadrant]) => quadrant))).toEqual(new Set(BUSINESS_QUADRANTS));
  });

  it('reports the figures it decided on', () => {
    expect(classifyBusinessQuadrant(period(80, 100_000, 25_000), previous)).toEqual({
      quadrant: 'high_profitability_low_volume',
      volume: 'low',
      profitBand: 'profitable',
      profitShare: 0.25,
      ordersChange: -0.2,
    });
  });

  it('has no quadrant for a period without orders and revenue', () => {
    expect(classifyBusinessQuadrant(period(0, 0, 0), { orders: 0 }).quadrant).toBeNull();
    expect(classifyBusinessQuadrant(period(0, 0, 0), previous)).toMatchObject({
      quadrant: null,
      volume: 'low',
      profitBand: null,
    });
  });
});

describe('business quadrant properties', () => {
  const RANK = { loss: 0, break_even: 1, profitable: 2 } as const;
  const revenue = fc.integer({ min: 1, max: 10_000_000 });

  it('never lowers the profit band when profit rises on the same revenue', () => {
    fc.assert(
      fc.property(
        revenue,
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.nat(1_000_000),
        (r, p, more) => {
          const lower = profitBand(r, p);
          const higher = profitBand(r, p + more);
          expect(lower).not.toBeNull();
          expect(RANK[higher ?? 'loss']).toBeGreaterThanOrEqual(RANK[lower ?? 'loss']);
        },
      ),
    );
  });

  it('never turns high volume into low when more orders come in', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), fc.nat(1000), (current, previous, more) => {
        if (volumeLevel(current, previous) === 'high')
          expect(volumeLevel(current + more, previous)).toBe('high');
      }),
    );
  });

  it('always names a quadrant when the period has orders and revenue', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.nat(100_000),
        revenue,
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        (orders, previousOrders, r, p) => {
          const result = classifyBusinessQuadrant(period(orders, r, p), { orders: previousOrders });
          expect(BUSINESS_QUADRANTS).toContain(result.quadrant);
        },
      ),
    );
  });
});
