import type { BgNbdParameters } from './bg-nbd-likelihood.ts';
import { hypergeometric2F1ScaledTail } from './hypergeometric-2f1.ts';
import type { PurchaseHistory } from './purchase-history.ts';

/**
 * P(alive | x, tₓ, T) = 1 / (1 + δₓ₍>0₎ · a/(b + x − 1) · ((α + T)/(α + tₓ))^(r + x))  (eq. 13).
 * A customer without a repeat purchase counts as alive: in BG/NBD dropout happens only right
 * after a purchase.
 */
export function computeProbabilityAlive(parameters: BgNbdParameters, history: PurchaseHistory): number {
  return 1 / (1 + Math.exp(logOddsOfDeath(parameters, history)));
}

/**
 * Expected purchases in the next `horizon` time units of a customer with history (x, tₓ, T)
 * (eq. 10 of Fader, Hardie & Lee 2005). The paper's ₂F₁(r + x, b + x; a + b + x − 1; z) is
 * evaluated through Euler's transformation as (1 − z)^(a − 1 − r − x)·₂F₁(a + b − 1 − r, a − 1;
 * a + b + x − 1; z): the original series' terms first grow like j^(r + x − a) before zʲ wins, so
 * it loses precision for frequent buyers and long horizons; the transformed one shrinks from the
 * start. The (a − 1) in the denominator is cancelled analytically, so a fit with a ≈ 1 is no
 * problem, and the factor c = a + b + x − 1 (≤ 0 for some fits when x = 0) is folded into the series.
 */
export function computeExpectedPurchases(
  parameters: BgNbdParameters,
  history: PurchaseHistory,
  horizon: number,
): number {
  if (!(horizon >= 0)) throw new RangeError(`horizon must be ≥ 0, got ${horizon}`);
  if (horizon === 0) return 0;
  const { r, alpha, a, b } = parameters;
  const x = history.frequency;
  const logShare = -Math.log1p(horizon / (alpha + history.age)); // ln(1 − z) = ln((α + T) / (α + T + t))
  const z = -Math.expm1(logShare);
  const power = Math.exp((a - 1) * logShare); // (1 − z)^(a − 1)
  const c = a + b + x - 1;
  // c/(a − 1) · [1 − (1 − z)^(a−1) · ₂F₁(a+b−1−r, a−1; c; z)], with ₂F₁ = 1 + (a − 1)/c · scaled tail.
  const numerator =
    -c * logShare * expm1OverArgument((a - 1) * logShare) -
    power * hypergeometric2F1ScaledTail(a + b - 1 - r, a - 1, c, z);
  return numerator / (1 + Math.exp(logOddsOfDeath(parameters, history)));
}

/** E[X(t)]: expected purchases in the first `horizon` units of a brand-new customer (eq. 9). */
export function computeExpectedPurchasesOfNewCustomer(parameters: BgNbdParameters, horizon: number): number {
  return computeExpectedPurchases(parameters, { frequency: 0, recency: 0, age: 0 }, horizon);
}

/** ln of the odds that the customer dropped out after the last purchase (−∞ without repeat purchases). */
function logOddsOfDeath(
  { r, alpha, a, b }: BgNbdParameters,
  { frequency: x, recency, age }: PurchaseHistory,
): number {
  if (x === 0) return Number.NEGATIVE_INFINITY;
  return Math.log(a) - Math.log(b + x - 1) + (r + x) * (Math.log(alpha + age) - Math.log(alpha + recency));
}

/** (eᵘ − 1)/u, equal to 1 at u = 0. */
function expm1OverArgument(u: number): number {
  return u === 0 ? 1 : Math.expm1(u) / u;
}
