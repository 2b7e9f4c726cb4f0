import { describe, expect, it } from 'vitest';
import {
  ANOMALY_RULE,
  baselineDays,
  type DayFigures,
  findAnomalies,
  median,
  robustBand,
} from '../src/digests/anomaly-baseline.ts';

/** Six Tuesdays before 2026-11-24 with the given orders, 1 000 Kč revenue per order and 30 % margin. */
function history(orders: number[], adSpend = 0, trackedShare: number | null = 0.9): DayFigures[] {
  return baselineDays('2026-11-24').map((day, index) => ({
    day,
    orders: orders[index]!,
    revenue: orders[index]! * 1000,
    margin: orders[index]! * 300,
    adSpend,
    trackedOrders: trackedShare === null ? null : Math.round(orders[index]! * trackedShare),
  }));
}

function dayOf(
  orders: number,
  adSpend = 0,
  trackedOrders: number | null = Math.round(orders * 0.9),
): DayFigures {
  return { day: '2026-11-24', orders, revenue: orders * 1000, margin: orders * 300, adSpend, trackedOrders };
}

describe('median and robustBand', () => {
  it('takes the middle value and a MAD band that one outlier does not widen', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const band = robustBand([100, 102, 98, 101, 99, 400]);
    expect(band.baseline).toBe(100.5);
    // MAD = 1.5, so 3 × 1.4826 × 1.5 ≈ 6.7 — narrower than the 20 % floor, which applies.
    expect(band.lower).toBeCloseTo(80.4);
    expect(band.upper).toBeCloseTo(120.6);
  });

  it('widens with a spread-out history', () => {
    const band = robustBand([60, 140, 80, 120, 100, 100]);
    // MAD = 20 → half-width 3 × 1.4826 × 20 = 88.956.
    expect(band.upper - band.baseline).toBeCloseTo(88.956, 2);
  });
});

describe('findAnomalies', () => {
  it('raises nothing for a normal day', () => {
    expect(findAnomalies(dayOf(52), history([50, 48, 55, 51, 49, 53]))).toEqual([]);
  });

  it('raises revenue, orders and margin once each when orders collapse', () => {
    const anomalies = findAnomalies(dayOf(10), history([50, 48, 55, 51, 49, 53]));
    expect(anomalies.map((a) => [a.metric, a.direction])).toEqual([
      ['revenue', 'down'],
      ['orders', 'down'],
      ['margin', 'down'],
    ]);
    expect(anomalies[1]).toMatchObject({ value: 10, baseline: 50.5 });
  });

  it('guards small shops: five orders a day falling to one is noise', () => {
    expect(findAnomalies(dayOf(1), history([5, 4, 6, 5, 5, 4]))).toEqual([]);
    expect(ANOMALY_RULE.minMedianOrders).toBeGreaterThan(6);
  });

  it('judges ad spend and POAS only above the spend guard', () => {
    const small = findAnomalies(dayOf(50, 3000), history([50, 50, 50, 50, 50, 50], 100));
    expect(small.map((a) => a.metric)).toEqual([]);
    const big = findAnomalies(dayOf(50, 12_000), history([50, 50, 50, 50, 50, 50], 3000));
    expect(big.map((a) => [a.metric, a.direction])).toEqual([
      ['adSpend', 'up'],
      ['poas', 'down'],
    ]);
  });

  it('raises a fall of the tracked share and skips it for a shop without tracking', () => {
    expect(findAnomalies(dayOf(50, 0, 10), history([50, 50, 50, 50, 50, 50])).map((a) => a.metric)).toEqual([
      'trackedShare',
    ]);
    expect(findAnomalies(dayOf(50, 0, null), history([50, 50, 50, 50, 50, 50], 0, null))).toEqual([]);
  });

  it("needs four of the six weeks after the shop's first day", () => {
    const young = history([50, 52, 49, 51, 0, 0]).slice(0, 4);
    expect(findAnomalies(dayOf(10), young, { firstDay: '2026-10-20' }).map((a) => a.metric)).toContain(
      'orders',
    );
    expect(findAnomalies(dayOf(10), young.slice(0, 3), { firstDay: '2026-11-03' })).toEqual([]);
    // Without a first day, missing weeks are empty days: a median of 25 orders and a band too
    // wide to call 10 orders unusual.
    expect(findAnomalies(dayOf(10), young.slice(0, 3))).toEqual([]);
  });
});
