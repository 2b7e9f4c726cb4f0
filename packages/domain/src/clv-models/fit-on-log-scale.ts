import { minimiseBfgs } from './bfgs.ts';
import { minimiseNelderMead } from './nelder-mead.ts';

export interface LogScaleFit<Name extends string> {
  parameters: Record<Name, number>;
  logLikelihood: number;
  /** False when the optimisers stopped short or a parameter ran off to 0 or ∞ (no interior maximum). */
  converged: boolean;
  evaluations: number;
}

/**
 * Outside this range the likelihood has no interior maximum (e.g. nobody's dropout probability
 * differs, so BG/NBD's a, b → ∞): the numbers that come out are arbitrary and must not be used.
 */
const PARAMETER_RANGE = { min: 1e-6, max: 1e6 };

/**
 * Maximum-likelihood fit of positive parameters. The optimisers work on ln of the parameters,
 * which keeps them positive without constraints and puts r ≈ 0.2 and α ≈ 40 on comparable
 * scales; the objective is the mean negative log-likelihood per observation, so the tolerances
 * mean the same for 2,000 and 250,000 customers. BFGS does the work; should it stop short (a
 * flat or badly scaled surface), Nelder–Mead with restarts continues from where it stopped.
 */
export function fitOnLogScale<Name extends string>(spec: {
  names: readonly Name[];
  start: Record<Name, number>;
  observations: number;
  logLikelihood: (parameters: Record<Name, number>) => { value: number; gradient: number[] };
}): LogScaleFit<Name> {
  const { names, observations } = spec;
  const toParameters = (point: number[]) =>
    Object.fromEntries(names.map((name, i) => [name, Math.exp(point[i]!)])) as Record<Name, number>;
  const objective = (point: number[]) => {
    const parameters = toParameters(point);
    const { value, gradient } = spec.logLikelihood(parameters);
    // d/d(ln θ) = θ · d/dθ
    return {
      value: -value / observations,
      gradient: gradient.map((component, i) => (-component * parameters[names[i]!]) / observations),
    };
  };
  const inRange = (point: number[]) =>
    point.every((value) => Math.exp(value) >= PARAMETER_RANGE.min && Math.exp(value) <= PARAMETER_RANGE.max);

  const start = names.map((name) => Math.log(spec.start[name]));
  let result = minimiseBfgs(objective, start);
  if (!result.converged && inRange(result.point)) {
    const polished = minimiseNelderMead((point) => objective(point).value, result.point, {
      initialStep: 0.1,
    });
    result = { ...polished, evaluations: result.evaluations + polished.evaluations };
  }
  return {
    parameters: toParameters(result.point),
    logLikelihood: -result.value * observations,
    converged: result.converged && inRange(result.point),
    evaluations: result.evaluations,
  };
}
