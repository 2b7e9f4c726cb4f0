import { digamma } from './digamma.ts';
import { fitOnLogScale } from './fit-on-log-scale.ts';
import { logGamma } from './log-gamma.ts';

/**
 * Gamma-Gamma spend parameters: each transaction's value ~ Gamma(p, ν) around the customer's own
 * mean, and ν ~ Gamma(q, γ) across customers. The population mean spend is pγ / (q − 1).
 */
export interface GammaGammaParameters {
  p: number;
  q: number;
  gamma: number;
}

/** A repeat customer as the model sees them: x repeat transactions with mean value mₓ. */
export interface RepeatSpend {
  frequency: number;
  averageSpend: number;
}

export interface GammaGammaFit {
  parameters: GammaGammaParameters;
  logLikelihood: number;
  /** False when the optimiser stopped early, a parameter ran off, or q ≤ 1 (no finite mean spend). */
  converged: boolean;
  evaluations: number;
}

/**
 * Gamma-Gamma log-likelihood of mean spends (Fader & Hardie, "The Gamma-Gamma Model of Monetary
 * Value", eq. 3 as a density of mₓ). Customers need x ≥ 1 and mₓ > 0.
 */
export function computeGammaGammaLogLikelihood(
  parameters: GammaGammaParameters,
  customers: RepeatSpend[],
): number {
  return createGammaGammaLogLikelihood(customers)(parameters).value;
}

/**
 * Prepares the data once and returns the log-likelihood with its gradient (by p, q, γ). Per customer
 *   ℓ = ln Γ(px + q) − ln Γ(px) − ln Γ(q) − ln mₓ + q·ln(γ / (γ + x·mₓ)) + px·ln(x·mₓ / (γ + x·mₓ)),
 * which is the note's density regrouped so that each customer adds terms of order 1: summing
 * q ln γ and −q ln(γ + x·mₓ) separately over 100,000 customers would cancel numbers of order 10⁷
 * and leave the value too noisy (~1e-12 per customer) for the optimiser's last steps. A call costs
 * one logarithm per customer, ln(γ + x·mₓ), plus (di)gammas per distinct x.
 */
export function createGammaGammaLogLikelihood(
  customers: RepeatSpend[],
): (parameters: GammaGammaParameters) => { value: number; gradient: GammaGammaParameters } {
  const customersPerFrequency = new Map<number, number>();
  let sumLogSpend = 0;
  const frequencies = new Float64Array(customers.length);
  const totals = new Float64Array(customers.length);
  const logTotals = new Float64Array(customers.length);
  customers.forEach(({ frequency, averageSpend }, i) => {
    if (
      !(Number.isInteger(frequency) && frequency >= 1 && averageSpend > 0 && Number.isFinite(averageSpend))
    ) {
      throw new RangeError(
        `Gamma-Gamma needs x ≥ 1 and mean spend > 0, got x=${frequency}, m=${averageSpend}`,
      );
    }
    customersPerFrequency.set(frequency, (customersPerFrequency.get(frequency) ?? 0) + 1);
    sumLogSpend += Math.log(averageSpend);
    frequencies[i] = frequency;
    totals[i] = frequency * averageSpend;
    logTotals[i] = Math.log(totals[i]!);
  });
  const n = customers.length;

  return ({ p, q, gamma }) => {
    if (!(p > 0 && q > 0 && gamma > 0)) return { value: Number.NaN, gradient: { p: 0, q: 0, gamma: 0 } };
    const logGammaParameter = Math.log(gamma);
    let value = -n * logGamma(q) - sumLogSpend;
    let gradientP = 0;
    let gradientQ = -n * digamma(q);
    for (const [x, count] of customersPerFrequency) {
      value += count * (logGamma(p * x + q) - logGamma(p * x));
      const digammaAll = digamma(p * x + q);
      gradientP += count * x * (digammaAll - digamma(p * x));
      gradientQ += count * digammaAll;
    }
    let sumPriorShare = 0; // Σ ln(γ / (γ + x·mₓ))
    let sumWeightedOwnShare = 0; // Σ x·ln(x·mₓ / (γ + x·mₓ))
    let sumGammaSlope = 0; // Σ x(q·mₓ − pγ) / (γ + x·mₓ) = γ·∂ℓ/∂γ, written without cancellation
    for (let i = 0; i < n; i++) {
      const x = frequencies[i]!;
      const total = totals[i]!;
      const logShifted = Math.log(gamma + total);
      sumPriorShare += logGammaParameter - logShifted;
      sumWeightedOwnShare += x * (logTotals[i]! - logShifted);
      sumGammaSlope += (q * total - p * x * gamma) / (gamma + total);
    }
    value += q * sumPriorShare + p * sumWeightedOwnShare;
    gradientP += sumWeightedOwnShare;
    gradientQ += sumPriorShare;
    return { value, gradient: { p: gradientP, q: gradientQ, gamma: sumGammaSlope / gamma } };
  };
}

const PARAMETER_NAMES = ['p', 'q', 'gamma'] as const;

/** Maximum-likelihood fit (see fitOnLogScale); not converged also when q ≤ 1 (no finite mean spend). */
export function fitGammaGamma(customers: RepeatSpend[]): GammaGammaFit {
  if (customers.length === 0) throw new RangeError('cannot fit Gamma-Gamma without repeat customers');
  const logLikelihood = createGammaGammaLogLikelihood(customers);
  const meanSpend = customers.reduce((sum, customer) => sum + customer.averageSpend, 0) / customers.length;
  const fit = fitOnLogScale({
    names: PARAMETER_NAMES,
    // p = 1 and q = 2 make the starting population mean pγ/(q − 1) equal to γ, so γ starts at the observed mean.
    start: { p: 1, q: 2, gamma: meanSpend },
    observations: customers.length,
    logLikelihood: (parameters) => {
      const { value, gradient } = logLikelihood(parameters);
      return { value, gradient: PARAMETER_NAMES.map((name) => gradient[name]) };
    },
  });
  return { ...fit, converged: fit.converged && fit.parameters.q > 1 };
}

/**
 * E[M | p, q, γ, mₓ, x] = p(γ + x·mₓ) / (px + q − 1): a weighted mean of the population mean
 * pγ/(q − 1) and the customer's own mean, trusting the latter more the more purchases it rests on.
 * With x = 0 it is the population mean.
 */
export function computeExpectedAverageSpend(
  { p, q, gamma }: GammaGammaParameters,
  frequency: number,
  averageSpend: number,
): number {
  const observedTotal = frequency > 0 ? frequency * averageSpend : 0;
  return (p * (gamma + observedTotal)) / (p * frequency + q - 1);
}
