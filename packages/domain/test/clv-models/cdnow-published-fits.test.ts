import { describe, expect, it } from 'vitest';
import { fitBgNbd } from '../../src/clv-models/bg-nbd-fit.ts';
import { createBgNbdLogLikelihood } from '../../src/clv-models/bg-nbd-likelihood.ts';
import { computeExpectedPurchases } from '../../src/clv-models/bg-nbd-predict.ts';
import { fitOnLogScale } from '../../src/clv-models/fit-on-log-scale.ts';
import { fitGammaGamma } from '../../src/clv-models/gamma-gamma.ts';
import { groupPurchaseHistories } from '../../src/clv-models/purchase-history.ts';
import { getAverageRepeatValue, loadCdnowSample, toPurchaseHistory } from './load-cdnow.ts';

const WEEK = 7;
const customers = loadCdnowSample();

/** The published figures are rounded; assert that our estimate rounds to exactly them. */
function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

describe('BG/NBD on CDNOW (Fader, Hardie & Lee 2005, Marketing Science)', () => {
  const histories = customers.map((customer) => toPurchaseHistory(customer, WEEK));
  const fit = fitBgNbd(groupPurchaseHistories(histories));

  it('reads the 2,357 customers of the sample', () => {
    expect(customers).toHaveLength(2357);
    expect(histories.filter((history) => history.frequency > 0)).toHaveLength(946);
  });

  it('builds x, tₓ, T in weeks as the paper does (customer 00004: 2 repeat days, 30.43, 38.86)', () => {
    const first = customers.find((customer) => customer.id === '00004')!;
    const history = toPurchaseHistory(first, WEEK);
    expect(history.frequency).toBe(2);
    expect(roundTo(history.recency, 2)).toBe(30.43);
    expect(roundTo(history.age, 2)).toBe(38.86);
  });

  it('reproduces r = 0.243, α = 4.414, a = 0.793, b = 2.426 and LL = −9582.4', () => {
    expect(fit.converged).toBe(true);
    const { r, alpha, a, b } = fit.parameters;
    expect(roundTo(r, 3)).toBe(0.243);
    expect(roundTo(alpha, 3)).toBe(4.414);
    expect(roundTo(a, 3)).toBe(0.793);
    expect(roundTo(b, 3)).toBe(2.426);
    expect(roundTo(fit.logLikelihood, 1)).toBe(-9582.4);
  });

  it('gets there with Nelder–Mead alone when the gradient is unusable (the fallback)', () => {
    const groups = groupPurchaseHistories(histories);
    const logLikelihood = createBgNbdLogLikelihood(groups);
    const withoutGradient = fitOnLogScale({
      names: ['r', 'alpha', 'a', 'b'] as const,
      start: { r: 1, alpha: 1, a: 1, b: 1 },
      observations: histories.length,
      logLikelihood: (parameters) => ({
        value: logLikelihood(parameters).value,
        gradient: [NaN, NaN, NaN, NaN],
      }),
    });
    expect(withoutGradient.converged).toBe(true);
    expect(roundTo(withoutGradient.parameters.r, 3)).toBe(0.243);
    expect(roundTo(withoutGradient.parameters.alpha, 3)).toBe(4.414);
    expect(roundTo(withoutGradient.parameters.a, 3)).toBe(0.793);
    expect(roundTo(withoutGradient.parameters.b, 3)).toBe(2.426);
  });

  it('reproduces 1.226 expected purchases in weeks 40–78 for x = 2, tₓ = 30.43, T = 38.86 (Hardie’s spreadsheet)', () => {
    const published = { r: 0.243, alpha: 4.414, a: 0.793, b: 2.426 };
    const expected = computeExpectedPurchases(published, { frequency: 2, recency: 30.43, age: 38.86 }, 39);
    expect(roundTo(expected, 3)).toBe(1.226);
  });

  it('gives the same fit in days: only α carries the time unit (α_days = 7·α_weeks)', () => {
    const inDays = fitBgNbd(
      groupPurchaseHistories(customers.map((customer) => toPurchaseHistory(customer, 1))),
    );
    expect(inDays.converged).toBe(true);
    expect(inDays.parameters.r).toBeCloseTo(fit.parameters.r, 5);
    expect(inDays.parameters.alpha / WEEK).toBeCloseTo(fit.parameters.alpha, 4);
    expect(inDays.parameters.a).toBeCloseTo(fit.parameters.a, 5);
    expect(inDays.parameters.b).toBeCloseTo(fit.parameters.b, 5);
  });
});

describe('Gamma-Gamma on CDNOW (Fader, Hardie & Lee 2005, JMR; Fader & Hardie 2013 note)', () => {
  // The input that reproduces the published figures: the 946 customers with a repeat purchase in
  // the calibration period, x = repeat purchase days, mₓ = mean value of those repeat days (orders
  // of one day summed, the first purchase day left out). Averaging single order lines instead
  // gives p = 6.05, q = 3.89, γ = 16.44; including the first day gives p = 14.3, q = 3.95, γ = 7.29.
  const repeatSpends = customers.flatMap((customer) => {
    const history = toPurchaseHistory(customer, WEEK);
    const averageSpend = getAverageRepeatValue(customer);
    return history.frequency > 0 && averageSpend !== null
      ? [{ frequency: history.frequency, averageSpend }]
      : [];
  });
  const fit = fitGammaGamma(repeatSpends);

  it('fits the 946 repeat customers, all with a positive mean spend', () => {
    expect(repeatSpends).toHaveLength(946);
    expect(repeatSpends.every((customer) => customer.averageSpend > 0)).toBe(true);
  });

  it('reproduces p = 6.25, q = 3.74, γ = 15.44', () => {
    expect(fit.converged).toBe(true);
    expect(roundTo(fit.parameters.p, 2)).toBe(6.25);
    expect(roundTo(fit.parameters.q, 2)).toBe(3.74);
    expect(roundTo(fit.parameters.gamma, 2)).toBe(15.44);
  });
});
