import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeBgNbdLogLikelihood,
  createBgNbdLogLikelihood,
} from '../../src/clv-models/bg-nbd-likelihood.ts';
import {
  computeExpectedPurchases,
  computeExpectedPurchasesOfNewCustomer,
  computeProbabilityAlive,
} from '../../src/clv-models/bg-nbd-predict.ts';
import { hypergeometric2F1 } from '../../src/clv-models/hypergeometric-2f1.ts';
import { groupPurchaseHistories, type PurchaseHistory } from '../../src/clv-models/purchase-history.ts';

const UNIT = { r: 1, alpha: 1, a: 2, b: 1 };

/** Eq. 10 of the paper as printed, with the untransformed ₂F₁ (fine for moderate z and x). */
function expectedPurchasesAsPrinted(
  { r, alpha, a, b }: typeof UNIT,
  { frequency: x, recency, age }: PurchaseHistory,
  t: number,
): number {
  const z = t / (alpha + age + t);
  const numerator =
    ((a + b + x - 1) / (a - 1)) *
    (1 - ((alpha + age) / (alpha + age + t)) ** (r + x) * hypergeometric2F1(r + x, b + x, a + b + x - 1, z));
  const denominator = 1 + (x > 0 ? (a / (b + x - 1)) * ((alpha + age) / (alpha + recency)) ** (r + x) : 0);
  return numerator / denominator;
}

describe('BG/NBD likelihood', () => {
  it('is ln(α/(α+T))^r for a customer without repeat purchases (r = α = 1, T = 1 → −ln 2)', () => {
    expect(computeBgNbdLogLikelihood(UNIT, [{ frequency: 0, recency: 0, age: 1, count: 1 }])).toBeCloseTo(
      -Math.LN2,
      14,
    );
  });

  it('adds both branches for x > 0 (r = α = a = b = 1, x = 1, tₓ = 1, T = 3)', () => {
    // L = B(1,2)/B(1,1)·Γ(2)/Γ(1)·(1/4)² + B(2,1)/B(1,1)·Γ(2)/Γ(1)·(1/2)² = ½·1/16 + ½·1/4 = 5/32
    const parameters = { r: 1, alpha: 1, a: 1, b: 1 };
    expect(
      computeBgNbdLogLikelihood(parameters, [{ frequency: 1, recency: 1, age: 3, count: 1 }]),
    ).toBeCloseTo(Math.log(5 / 32), 14);
  });

  it('weights each group by its count, so grouping does not change the likelihood', () => {
    const histories: PurchaseHistory[] = [
      { frequency: 0, recency: 0, age: 10 },
      { frequency: 0, recency: 5, age: 10 }, // recency means nothing without repeat purchases
      { frequency: 2, recency: 4, age: 10 },
      { frequency: 2, recency: 4, age: 10 },
      { frequency: 1, recency: 7, age: 8 },
    ];
    const groups = groupPurchaseHistories(histories);
    expect(groups).toHaveLength(3);
    const parameters = { r: 0.3, alpha: 5, a: 0.8, b: 2.5 };
    const oneByOne = histories.reduce(
      (sum, history) => sum + computeBgNbdLogLikelihood(parameters, [{ ...history, count: 1 }]),
      0,
    );
    expect(computeBgNbdLogLikelihood(parameters, groups)).toBeCloseTo(oneByOne, 10);
  });

  it('returns a gradient that matches central differences', () => {
    const groups = groupPurchaseHistories([
      { frequency: 0, recency: 0, age: 30 },
      { frequency: 3, recency: 20, age: 35 },
      { frequency: 1, recency: 2, age: 12 },
      { frequency: 7, recency: 38, age: 39 },
    ]);
    const logLikelihood = createBgNbdLogLikelihood(groups);
    const parameters = { r: 0.4, alpha: 6, a: 0.9, b: 2.2 };
    const { gradient } = logLikelihood(parameters);
    for (const name of ['r', 'alpha', 'a', 'b'] as const) {
      const step = 1e-6 * parameters[name];
      const up = logLikelihood({ ...parameters, [name]: parameters[name] + step }).value;
      const down = logLikelihood({ ...parameters, [name]: parameters[name] - step }).value;
      expect(gradient[name]).toBeCloseTo((up - down) / (2 * step), 6);
    }
  });

  it('rejects impossible histories', () => {
    expect(() => groupPurchaseHistories([{ frequency: 1.5, recency: 1, age: 2 }])).toThrow(RangeError);
    expect(() => groupPurchaseHistories([{ frequency: 2, recency: 5, age: 3 }])).toThrow(RangeError);
    expect(() => groupPurchaseHistories([{ frequency: 0, recency: 0, age: -1 }])).toThrow(RangeError);
  });
});

describe('BG/NBD forecasts', () => {
  it('counts a customer without repeat purchases as alive (dropout only follows a purchase)', () => {
    expect(
      computeProbabilityAlive({ r: 0.2, alpha: 4, a: 0.8, b: 2.4 }, { frequency: 0, recency: 0, age: 50 }),
    ).toBe(1);
  });

  it('P(alive) = 1 / (1 + a/(b + x − 1) · ((α + T)/(α + tₓ))^(r + x)), by hand for x = 1, tₓ = 1, T = 3', () => {
    const history = { frequency: 1, recency: 1, age: 3 };
    // r = α = a = b = 1: odds of death 1/1 · (4/2)² = 4 → 1/5.
    expect(computeProbabilityAlive({ r: 1, alpha: 1, a: 1, b: 1 }, history)).toBeCloseTo(1 / 5, 14);
    // b = 2: odds 1/2 · 4 = 2 → 1/3.
    expect(computeProbabilityAlive({ r: 1, alpha: 1, a: 1, b: 2 }, history)).toBeCloseTo(1 / 3, 14);
  });

  it('expects 2(1 − ln 2) purchases in the next 2 units for x = 0, T = 1 with r = α = 1, a = 2, b = 1', () => {
    // (a+b−1)/(a−1)·[1 − (α+T)/(α+T+t) · ₂F₁(1, 1; 2; ½)] and ₂F₁(1, 1; 2; z) = −ln(1 − z)/z.
    expect(computeExpectedPurchases(UNIT, { frequency: 0, recency: 0, age: 1 }, 2)).toBeCloseTo(
      2 * (1 - Math.LN2),
      14,
    );
  });

  it('agrees with the formula as printed where its series behaves', () => {
    const parameters = { r: 0.243, alpha: 4.414, a: 0.793, b: 2.426 };
    for (const history of [
      { frequency: 0, recency: 0, age: 38 },
      { frequency: 1, recency: 20, age: 38 },
      { frequency: 5, recency: 30, age: 38 },
      { frequency: 20, recency: 37, age: 38 },
    ]) {
      const expected = expectedPurchasesAsPrinted(parameters, history, 52);
      expect(computeExpectedPurchases(parameters, history, 52)).toBeCloseTo(expected, 10);
    }
  });

  it('stays continuous through a = 1, where the printed formula divides by zero', () => {
    const history = { frequency: 3, recency: 5, age: 9 };
    const atOne = computeExpectedPurchases({ r: 1, alpha: 1, a: 1, b: 1 }, history, 20);
    expect(Number.isFinite(atOne)).toBe(true);
    expect(computeExpectedPurchases({ r: 1, alpha: 1, a: 1 + 1e-7, b: 1 }, history, 20)).toBeCloseTo(
      atOne,
      6,
    );
    expect(computeExpectedPurchases({ r: 1, alpha: 1, a: 1 - 1e-7, b: 1 }, history, 20)).toBeCloseTo(
      atOne,
      6,
    );
  });

  it('gives a new customer E[X(t)] (eq. 9), which matches the history (0, 0, 0)', () => {
    const parameters = { r: 0.243, alpha: 4.414, a: 0.793, b: 2.426 };
    const printed = expectedPurchasesAsPrinted(parameters, { frequency: 0, recency: 0, age: 0 }, 39);
    expect(computeExpectedPurchasesOfNewCustomer(parameters, 39)).toBeCloseTo(printed, 10);
  });

  it('never expects a negative number, and expects more the longer the horizon', () => {
    const parameter = fc.double({ min: 0.05, max: 20, noNaN: true });
    const history = fc
      .record({
        frequency: fc.integer({ min: 0, max: 60 }),
        age: fc.double({ min: 0, max: 1000, noNaN: true }),
        recencyShare: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map(({ frequency, age, recencyShare }) => ({
        frequency,
        age,
        recency: frequency > 0 ? age * recencyShare : 0,
      }));
    fc.assert(
      fc.property(
        fc.record({
          r: parameter,
          // α ≥ 1 keeps horizon / (α + T) ≤ 2,920, inside the series' reach (next test).
          alpha: fc.double({ min: 1, max: 500, noNaN: true }),
          a: parameter,
          b: parameter,
        }),
        history,
        fc.double({ min: 0.5, max: 730, noNaN: true }),
        fc.double({ min: 1.01, max: 4, noNaN: true }),
        (parameters, customer, horizon, factor) => {
          const shorter = computeExpectedPurchases(parameters, customer, horizon);
          const longer = computeExpectedPurchases(parameters, customer, horizon * factor);
          expect(shorter).toBeGreaterThanOrEqual(0);
          expect(longer).toBeGreaterThanOrEqual(shorter * (1 - 1e-9));
          const alive = computeProbabilityAlive(parameters, customer);
          expect(alive).toBeGreaterThanOrEqual(0);
          expect(alive).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('refuses, rather than guesses, a horizon some 30,000 times longer than α + T', () => {
    const parameters = { r: 0.05, alpha: 0.1, a: 2.47, b: 0.22 };
    expect(() => computeExpectedPurchases(parameters, { frequency: 0, recency: 0, age: 0 }, 3000)).toThrow(
      RangeError,
    );
  });
});
