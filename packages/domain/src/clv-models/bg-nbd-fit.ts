import { type BgNbdParameters, createBgNbdLogLikelihood } from './bg-nbd-likelihood.ts';
import { fitOnLogScale } from './fit-on-log-scale.ts';
import type { PurchaseHistoryGroup } from './purchase-history.ts';

export interface BgNbdFit {
  parameters: BgNbdParameters;
  logLikelihood: number;
  /** False when the optimisers stopped short or a parameter ran off to 0 or ∞ (no interior maximum). */
  converged: boolean;
  evaluations: number;
}

const PARAMETER_NAMES = ['r', 'alpha', 'a', 'b'] as const;

/** Maximum-likelihood fit of the BG/NBD model to grouped histories (see {@link fitOnLogScale}). */
export function fitBgNbd(groups: PurchaseHistoryGroup[]): BgNbdFit {
  const customers = groups.reduce((sum, group) => sum + group.count, 0);
  if (customers === 0) throw new RangeError('cannot fit BG/NBD without customers');
  const logLikelihood = createBgNbdLogLikelihood(groups);
  return fitOnLogScale({
    names: PARAMETER_NAMES,
    start: startingPoint(groups, customers),
    observations: customers,
    logLikelihood: (parameters) => {
      const { value, gradient } = logLikelihood(parameters);
      return { value, gradient: PARAMETER_NAMES.map((name) => gradient[name]) };
    },
  });
}

/**
 * r = 1 with α set so that r/α is the observed repeat rate per unit of time, and a = 1, b = 3
 * (a 25 % chance of dropping out after a purchase): the right order of magnitude for retail data
 * in any time unit, which is all the optimiser needs.
 */
function startingPoint(groups: PurchaseHistoryGroup[], customers: number): BgNbdParameters {
  let purchases = 0;
  let exposure = 0;
  for (const group of groups) {
    purchases += group.frequency * group.count;
    exposure += group.age * group.count;
  }
  const rate = purchases > 0 && exposure > 0 ? purchases / exposure : 1 / Math.max(exposure / customers, 1);
  return { r: 1, alpha: 1 / rate, a: 1, b: 3 };
}
