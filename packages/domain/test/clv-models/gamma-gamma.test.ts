import { describe, expect, it } from 'vitest';
import {
  computeExpectedAverageSpend,
  computeGammaGammaLogLikelihood,
  createGammaGammaLogLikelihood,
  fitGammaGamma,
} from '../../src/clv-models/gamma-gamma.ts';
import { logGamma } from '../../src/clv-models/log-gamma.ts';

describe('Gamma-Gamma spend model', () => {
  it('expects p(γ + x·mₓ)/(px + q − 1): the population mean pγ/(q − 1) without repeat purchases', () => {
    const parameters = { p: 6, q: 4, gamma: 15 };
    expect(computeExpectedAverageSpend(parameters, 0, 0)).toBeCloseTo(30, 12); // 6·15/3
    expect(computeExpectedAverageSpend(parameters, 2, 50)).toBeCloseTo((6 * (15 + 100)) / 15, 12); // 46
    // More purchases move the forecast from the population mean towards the customer's own mean.
    const fewer = computeExpectedAverageSpend(parameters, 1, 50);
    const more = computeExpectedAverageSpend(parameters, 20, 50);
    expect(fewer).toBeLessThan(more);
    expect(more).toBeLessThan(50);
  });

  it('has the density of Fader & Hardie’s note for one customer', () => {
    const { p, q, gamma } = { p: 2, q: 3, gamma: 10 };
    const [x, m] = [3, 20];
    const density =
      logGamma(p * x + q) -
      logGamma(p * x) -
      logGamma(q) +
      q * Math.log(gamma) +
      (p * x - 1) * Math.log(m) +
      p * x * Math.log(x) -
      (p * x + q) * Math.log(gamma + m * x);
    expect(computeGammaGammaLogLikelihood({ p, q, gamma }, [{ frequency: x, averageSpend: m }])).toBeCloseTo(
      density,
      12,
    );
  });

  it('returns a gradient that matches central differences', () => {
    const customers = [
      { frequency: 1, averageSpend: 12 },
      { frequency: 4, averageSpend: 40 },
      { frequency: 2, averageSpend: 25.5 },
    ];
    const logLikelihood = createGammaGammaLogLikelihood(customers);
    const parameters = { p: 3, q: 2.5, gamma: 20 };
    const { gradient } = logLikelihood(parameters);
    for (const name of ['p', 'q', 'gamma'] as const) {
      const step = 1e-6 * parameters[name];
      const up = logLikelihood({ ...parameters, [name]: parameters[name] + step }).value;
      const down = logLikelihood({ ...parameters, [name]: parameters[name] - step }).value;
      expect(gradient[name]).toBeCloseTo((up - down) / (2 * step), 6);
    }
  });

  it('rejects spends a Gamma distribution cannot produce', () => {
    expect(() => fitGammaGamma([{ frequency: 1, averageSpend: 0 }])).toThrow(RangeError);
    expect(() => fitGammaGamma([{ frequency: 0, averageSpend: 10 }])).toThrow(RangeError);
    expect(() => fitGammaGamma([])).toThrow(RangeError);
  });

  it('reports no convergence when everyone spends the same (p → ∞: no spread to estimate)', () => {
    const identical = Array.from({ length: 200 }, (_, i) => ({ frequency: 1 + (i % 5), averageSpend: 40 }));
    expect(fitGammaGamma(identical).converged).toBe(false);
  });
});
