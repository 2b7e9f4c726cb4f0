import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attributeChannel,
  costPer,
  evaluateBudgetAlerts,
  pno,
  poas,
  roas,
  spendGuidance,
  suggestReallocation,
} from '../src/marketing/index.ts';

describe('ad ratios', () => {
  it('computes POAS, ROAS, PNO and cost per order', () => {
    // 10 000 Kč of spend bringing 50 000 Kč of revenue with 15 000 Kč gross profit, 40 orders.
    expect(poas(15_000, 10_000)).toBe(1.5);
    expect(roas(50_000, 10_000)).toBe(5);
    expect(pno(10_000, 50_000)).toBe(20);
    expect(costPer(10_000, 40)).toBe(250);
  });

  it('answers null, never Infinity or NaN, when a denominator is zero', () => {
    expect(poas(1000, 0)).toBeNull();
    expect(roas(0, 0)).toBeNull();
    expect(pno(500, 0)).toBeNull();
    expect(costPer(500, 0)).toBeNull();
    // A found case: the share is finite, the percentage of it is not.
    expect(pno(8.881784197001253e-18, 5e-324)).toBeNull();
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -1e9, max: 1e9 }),
        fc.double({ noNaN: true, min: 0, max: 1e9 }),
        (a, b) => {
          for (const value of [
            poas(a, b),
            roas(a, b),
            pno(b, Math.abs(a)),
            costPer(b, Math.floor(Math.abs(a))),
          ]) {
            expect(value === null || Number.isFinite(value)).toBe(true);
          }
        },
      ),
    );
  });

  it('gives the SPEC guidance where it applies', () => {
    expect(spendGuidance({ pno: 45, poas: 0.8 })).toEqual(['pno_above_limit', 'poas_below_break_even']);
    expect(spendGuidance({ pno: 40, poas: 1 })).toEqual([]);
    expect(spendGuidance({ pno: null, poas: null, weeklyFrequency: 4.2 })).toEqual(['frequency_too_high']);
    expect(spendGuidance({ pno: 10, poas: 3, weeklyFrequency: 0.5 })).toEqual(['frequency_too_low']);
  });
});

describe('channel attribution', () => {
  it('prefers click ids, then reads the source', () => {
    expect(attributeChannel({ source: 'facebook', gclid: 'Cj0KCQ' })).toBe('google_ads');
    expect(attributeChannel({ source: 'google', fbclid: 'IwAR' })).toBe('meta');
    expect(attributeChannel({ source: 'google / cpc' })).toBe('google_ads');
    expect(attributeChannel({ source: 'Instagram' })).toBe('meta');
    expect(attributeChannel({ source: 'seznam.cz' })).toBe('sklik');
    expect(attributeChannel({ source: 'Heureka.cz' })).toBe('heureka');
    expect(attributeChannel({ source: 'Zboží.cz' })).toBe('zbozi');
    expect(attributeChannel({ source: 'tiktok' })).toBe('other');
    expect(attributeChannel({ source: '(direct)' })).toBeNull();
    expect(attributeChannel({ source: 'google / organic' })).toBeNull();
    expect(attributeChannel({ source: 'seznam / organic' })).toBeNull();
    expect(attributeChannel({ source: 'facebook / paid' })).toBe('meta');
    expect(attributeChannel({ source: 'seznam / sklik' })).toBe('sklik');
    expect(attributeChannel({ source: '  ' })).toBeNull();
    expect(attributeChannel({})).toBeNull();
  });
});

describe('budget alerts', () => {
  it('warns from 80 % and reports exceeded from 100 %, one at a time', () => {
    expect(evaluateBudgetAlerts({ allocated: 10_000, spent: 7_999 })).toEqual([]);
    expect(evaluateBudgetAlerts({ allocated: 10_000, spent: 8_000 })).toEqual([
      { type: 'budget_warning', severity: 'medium', thresholdPercent: 80, currentPercent: 80 },
    ]);
    expect(evaluateBudgetAlerts({ allocated: 10_000, spent: 10_500 })).toEqual([
      { type: 'budget_exceeded', severity: 'high', thresholdPercent: 100, currentPercent: 105 },
    ]);
  });

  it('flags low performance below half of the target ROAS or CPA once 10 % is spent', () => {
    // ROAS 4 000 / 2 000 = 2 against a target of 5: 40 % of target.
    expect(evaluateBudgetAlerts({ allocated: 10_000, spent: 2_000, revenue: 4_000, targetRoas: 5 })).toEqual([
      { type: 'low_performance', severity: 'medium', thresholdPercent: 50, currentPercent: 40 },
    ]);
    // Only 5 % spent: too early to judge.
    expect(evaluateBudgetAlerts({ allocated: 10_000, spent: 500, revenue: 0, targetRoas: 5 })).toEqual([]);
    // CPA 2 000 / 4 = 500 against a target of 200: 40 %.
    expect(
      evaluateBudgetAlerts({ allocated: 10_000, spent: 2_000, orders: 4, targetCpa: 200 })[0],
    ).toMatchObject({
      type: 'low_performance',
      currentPercent: 40,
    });
  });
});

describe('budget reallocation', () => {
  it('moves budget toward the channels with the higher POAS, keeping the total', () => {
    const result = suggestReallocation([
      { id: 'google', allocated: 6000, spent: 3000, poas: 3 },
      { id: 'meta', allocated: 4000, spent: 1000, poas: 1 },
    ]);
    // Spend-weighted POAS = (3×3000 + 1×1000) / 4000 = 2.5; multipliers 1.2 and 0.5 (0.4 clamped).
    expect(result.map((r) => r.multiplier)).toEqual([1.2, 0.5]);
    // Raw 7200 and 2000 (9200), scaled to 10 000: 7826.09 and 2173.91 → 7826 and 2174.
    expect(result.map((r) => r.suggested)).toEqual([7826, 2174]);
  });

  it('keeps every multiplier within 0.5–2 and the total unchanged', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            allocated: fc.integer({ min: 0, max: 1_000_000 }),
            spent: fc.integer({ min: 0, max: 1_000_000 }),
            poas: fc.option(fc.double({ min: 0, max: 20, noNaN: true }), { nil: null }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (channels) => {
          const input = channels.map((channel, index) => ({ ...channel, id: String(index) }));
          const result = suggestReallocation(input);
          const total = input.reduce((sum, c) => sum + c.allocated, 0);
          const suggestedTotal = result.reduce((sum, r) => sum + r.suggested, 0);
          if (result.some((r) => r.suggested > 0) || total === 0) expect(suggestedTotal).toBe(total);
          for (const r of result) {
            expect(r.multiplier).toBeGreaterThanOrEqual(0.5);
            expect(r.multiplier).toBeLessThanOrEqual(2);
          }
        },
      ),
    );
  });
});
