import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getAssociationRule, getItemSupport } from '../src/association-rules.ts';

describe('association rules', () => {
  it('computes support, confidence both ways and lift from counts', () => {
    // 10 baskets; coffee in 5, filter in 4, both in 3.
    // support = 3 / 10 = 0.3; coffee→filter = 3 / 5 = 0.6; filter→coffee = 3 / 4 = 0.75;
    // lift = 0.6 ÷ (4 / 10) = 1.5 (= 3 × 10 / (5 × 4)).
    expect(getAssociationRule({ pairOrders: 3, ordersA: 5, ordersB: 4, totalOrders: 10 })).toEqual({
      support: 0.3,
      confidenceAB: 0.6,
      confidenceBA: 0.75,
      lift: 1.5,
    });
  });

  it('gives lift 1 for independent products and below 1 when they avoid each other', () => {
    // A in half the baskets, B in half, together in a quarter: exactly chance.
    expect(getAssociationRule({ pairOrders: 25, ordersA: 50, ordersB: 50, totalOrders: 100 }).lift).toBe(1);
    // Together in 1 of 100 although each is in half: 1 × 100 / (50 × 50) = 0.04.
    expect(getAssociationRule({ pairOrders: 1, ordersA: 50, ordersB: 50, totalOrders: 100 }).lift).toBe(0.04);
  });

  it('answers null rather than dividing by zero', () => {
    expect(getAssociationRule({ pairOrders: 0, ordersA: 0, ordersB: 0, totalOrders: 0 })).toEqual({
      support: 0,
      confidenceAB: null,
      confidenceBA: null,
      lift: null,
    });
    expect(getItemSupport(3, 0)).toBe(0);
    expect(getItemSupport(3, 12)).toBe(0.25);
  });

  it('clamps inconsistent counts so confidence never exceeds 1', () => {
    // A stale count (pair 5 > A 4) is read as "every basket with A also has B".
    const rule = getAssociationRule({ pairOrders: 5, ordersA: 4, ordersB: 8, totalOrders: 20 });
    expect(rule.confidenceAB).toBe(1);
    expect(rule.confidenceBA).toBe(0.5);
  });

  const consistentCounts = fc
    .record({
      totalOrders: fc.integer({ min: 1, max: 1_000_000 }),
      a: fc.double({ min: 0, max: 1, noNaN: true }),
      b: fc.double({ min: 0, max: 1, noNaN: true }),
      pair: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ totalOrders, a, b, pair }) => {
      const ordersA = Math.max(1, Math.round(a * totalOrders));
      const ordersB = Math.max(1, Math.round(b * totalOrders));
      return {
        totalOrders,
        ordersA,
        ordersB,
        pairOrders: Math.round(pair * Math.min(ordersA, ordersB)),
      };
    });

  it('is symmetric in lift and support, with confidences and support between 0 and 1', () => {
    fc.assert(
      fc.property(consistentCounts, (counts) => {
        const ab = getAssociationRule(counts);
        const ba = getAssociationRule({ ...counts, ordersA: counts.ordersB, ordersB: counts.ordersA });
        expect(ba.lift).toBeCloseTo(ab.lift!, 9);
        expect(ba.support).toBe(ab.support);
        expect(ba.confidenceAB).toBe(ab.confidenceBA);
        for (const value of [ab.support, ab.confidenceAB!, ab.confidenceBA!]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(1);
        }
        // Support of the pair never exceeds either product's support.
        expect(ab.support).toBeLessThanOrEqual(getItemSupport(counts.ordersA, counts.totalOrders) + 1e-12);
        // lift = confidence A→B ÷ support(B).
        expect(ab.lift!).toBeCloseTo(
          ab.confidenceAB! / getItemSupport(counts.ordersB, counts.totalOrders),
          9,
        );
      }),
    );
  });

  it('never gives a confidence above 1 whatever the counts', () => {
    fc.assert(
      fc.property(
        fc.record({
          pairOrders: fc.integer({ min: -5, max: 1000 }),
          ordersA: fc.integer({ min: -5, max: 1000 }),
          ordersB: fc.integer({ min: -5, max: 1000 }),
          totalOrders: fc.integer({ min: -5, max: 1000 }),
        }),
        (counts) => {
          const rule = getAssociationRule(counts);
          expect(rule.confidenceAB ?? 0).toBeLessThanOrEqual(1);
          expect(rule.confidenceBA ?? 0).toBeLessThanOrEqual(1);
          expect(rule.support).toBeLessThanOrEqual(1);
          expect(rule.lift ?? 0).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
