import { digamma } from './digamma.ts';
import { logGamma } from './log-gamma.ts';
import type { PurchaseHistoryGroup } from './purchase-history.ts';

/**
 * BG/NBD parameters: purchase rates λ ~ Gamma(shape r, rate α) while alive; after each purchase
 * the customer drops out with probability p ~ Beta(a, b).
 */
export interface BgNbdParameters {
  r: number;
  alpha: number;
  a: number;
  b: number;
}

/** The log-likelihood and its partial derivatives by r, α, a and b. */
export interface BgNbdLogLikelihood {
  value: number;
  gradient: BgNbdParameters;
}

/** BG/NBD log-likelihood of the groups (each group's term times its count; eq. 6 of the paper). */
export function computeBgNbdLogLikelihood(
  parameters: BgNbdParameters,
  groups: PurchaseHistoryGroup[],
): number {
  return createBgNbdLogLikelihood(groups)(parameters).value;
}

/**
 * Prepares the groups once and returns the log-likelihood with its gradient as a function of the
 * parameters, for the optimiser. Per customer
 *   ℓ = S(x) + ln(e^A + e^D),  A = −(r + x)·ln(α + T)  ("still alive"),
 *   D = ln a − ln(b + x − 1) − (r + x)·ln(α + tₓ)  ("dropped out after the last purchase", x > 0),
 * where S(x) holds the log-gammas. Terms that depend only on x or only on a time value are
 * computed once per distinct x or time per call, so a call costs one exp and one log1p per group;
 * the gradient reuses them through w, the posterior weight of "dropped out".
 */
export function createBgNbdLogLikelihood(
  groups: PurchaseHistoryGroup[],
): (parameters: BgNbdParameters) => BgNbdLogLikelihood {
  const frequencies = distinct(groups.map((group) => group.frequency));
  const times = distinct(groups.flatMap((group) => [group.recency, group.age]));
  const frequencyIndex = indexOf(frequencies);
  const timeIndex = indexOf(times);
  const rows = groups.length;
  const rowFrequency = new Float64Array(rows);
  const rowFrequencyIndex = new Int32Array(rows);
  const rowAgeIndex = new Int32Array(rows);
  const rowRecencyIndex = new Int32Array(rows);
  const rowCount = new Float64Array(rows);
  const customersPerFrequency = new Float64Array(frequencies.length);
  groups.forEach((group, i) => {
    const k = frequencyIndex.get(group.frequency)!;
    rowFrequency[i] = group.frequency;
    rowFrequencyIndex[i] = k;
    rowAgeIndex[i] = timeIndex.get(group.age)!;
    rowRecencyIndex[i] = timeIndex.get(group.recency)!;
    rowCount[i] = group.count;
    customersPerFrequency[k]! += group.count;
  });
  const sharedTerm = new Float64Array(frequencies.length);
  const dropoutTerm = new Float64Array(frequencies.length);
  const dropoutWeightPerFrequency = new Float64Array(frequencies.length);
  const logAlphaPlusTime = new Float64Array(times.length);
  const inverseAlphaPlusTime = new Float64Array(times.length);

  return ({ r, alpha, a, b }) => {
    if (!(r > 0 && alpha > 0 && a > 0 && b > 0))
      return { value: Number.NaN, gradient: { r: 0, alpha: 0, a: 0, b: 0 } };
    const constant = -logGamma(r) + r * Math.log(alpha) + logGamma(a + b) - logGamma(b);
    frequencies.forEach((x, k) => {
      sharedTerm[k] = constant + logGamma(r + x) + logGamma(b + x) - logGamma(a + b + x);
      // The second branch exists only for x > 0: a customer who never repurchased cannot have died after one.
      dropoutTerm[k] = x > 0 ? Math.log(a) - Math.log(b + x - 1) : Number.NEGATIVE_INFINITY;
      dropoutWeightPerFrequency[k] = 0;
    });
    times.forEach((t, k) => {
      logAlphaPlusTime[k] = Math.log(alpha + t);
      inverseAlphaPlusTime[k] = 1 / (alpha + t);
    });
    let value = 0;
    let gradientR = 0;
    let gradientAlpha = 0;
    for (let i = 0; i < rows; i++) {
      const count = rowCount[i]!;
      const exponent = r + rowFrequency[i]!;
      const k = rowFrequencyIndex[i]!;
      const age = rowAgeIndex[i]!;
      const recency = rowRecencyIndex[i]!;
      const alive = -exponent * logAlphaPlusTime[age]!;
      const dropped = dropoutTerm[k]! - exponent * logAlphaPlusTime[recency]!;
      // ln(e^A + e^D) and w = e^D / (e^A + e^D) from one exponential of the smaller minus the larger.
      const ratio = Math.exp(-Math.abs(alive - dropped));
      const dropoutWeight = dropped > alive ? 1 / (1 + ratio) : ratio / (1 + ratio);
      value += count * (sharedTerm[k]! + Math.max(alive, dropped) + Math.log1p(ratio));
      const aliveWeight = 1 - dropoutWeight;
      gradientR -=
        count * (aliveWeight * logAlphaPlusTime[age]! + dropoutWeight * logAlphaPlusTime[recency]!);
      gradientAlpha -=
        count *
        exponent *
        (aliveWeight * inverseAlphaPlusTime[age]! + dropoutWeight * inverseAlphaPlusTime[recency]!);
      dropoutWeightPerFrequency[k]! += count * dropoutWeight;
    }
    let gradientA = 0;
    let gradientB = 0;
    const customers = customersPerFrequency.reduce((sum, count) => sum + count, 0);
    gradientR += customers * (Math.log(alpha) - digamma(r));
    gradientAlpha += (customers * r) / alpha;
    const digammaAPlusB = digamma(a + b);
    const digammaB = digamma(b);
    frequencies.forEach((x, k) => {
      const count = customersPerFrequency[k]!;
      const weight = dropoutWeightPerFrequency[k]!;
      gradientR += count * digamma(r + x);
      const digammaAll = digamma(a + b + x);
      gradientA += count * (digammaAPlusB - digammaAll) + weight / a;
      gradientB +=
        count * (digammaAPlusB + digamma(b + x) - digammaB - digammaAll) - (x > 0 ? weight / (b + x - 1) : 0);
    });
    return { value, gradient: { r: gradientR, alpha: gradientAlpha, a: gradientA, b: gradientB } };
  };
}

function distinct(values: number[]): number[] {
  return [...new Set(values)];
}

function indexOf(values: number[]): Map<number, number> {
  return new Map(values.map((value, i) => [value, i]));
}
