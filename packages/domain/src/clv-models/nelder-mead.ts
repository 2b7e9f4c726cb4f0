/** Options of {@link minimiseNelderMead}; the defaults suit 2–6 parameters on a log scale. */
export interface NelderMeadOptions {
  /** Size of the first simplex's edges, in the units of the parameters. */
  initialStep?: number;
  /** Stop when the simplex's values differ by less than this (absolute)… */
  valueTolerance?: number;
  /** …and its vertices by less than this in every coordinate. */
  pointTolerance?: number;
  /** Evaluations allowed over all restarts. */
  maxEvaluations?: number;
  /** Fresh simplices built around the best point after a run stops (guards against collapse). */
  maxRestarts?: number;
}

export interface NelderMeadResult {
  point: number[];
  value: number;
  evaluations: number;
  /** True when a run stopped on its tolerances and the last restart found nothing better. */
  converged: boolean;
}

/**
 * Minimises `objective` with the Nelder–Mead simplex method (standard coefficients 1, 2, ½, ½)
 * and restarts: a simplex can collapse onto a line and stop short of the minimum, so after each
 * run a fresh simplex is built around the best point until a restart no longer improves it.
 * Non-finite values (parameters outside the model's domain) count as +∞, so the simplex backs off.
 */
export function minimiseNelderMead(
  objective: (point: number[]) => number,
  start: number[],
  options: NelderMeadOptions = {},
): NelderMeadResult {
  const step = options.initialStep ?? 0.5;
  const valueTolerance = options.valueTolerance ?? 1e-10;
  const pointTolerance = options.pointTolerance ?? 1e-8;
  const maxEvaluations = options.maxEvaluations ?? 20_000;
  const maxRestarts = options.maxRestarts ?? 10;

  let evaluations = 0;
  const evaluate = (point: number[]): number => {
    evaluations++;
    const value = objective(point);
    return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
  };

  let best = { point: [...start], value: evaluate(start) };
  let converged = false;
  for (let restart = 0; restart <= maxRestarts && evaluations < maxEvaluations; restart++) {
    // Later restarts use smaller simplices: they only need to confirm or polish the minimum.
    const run = runSimplex(evaluate, best.point, step / 2 ** restart, {
      valueTolerance,
      pointTolerance,
      evaluationBudget: () => evaluations < maxEvaluations,
    });
    const improvement = best.value - run.value;
    if (run.value <= best.value) best = run;
    if (run.stoppedOnTolerance && improvement <= valueTolerance) {
      converged = true;
      break;
    }
  }
  return { point: best.point, value: best.value, evaluations, converged };
}

interface Vertex {
  point: number[];
  value: number;
}

function runSimplex(
  evaluate: (point: number[]) => number,
  start: number[],
  step: number,
  limits: { valueTolerance: number; pointTolerance: number; evaluationBudget: () => boolean },
): Vertex & { stoppedOnTolerance: boolean } {
  const n = start.length;
  const simplex: Vertex[] = [{ point: [...start], value: evaluate(start) }];
  for (let i = 0; i < n; i++) {
    const point = [...start];
    point[i] = point[i]! + step;
    simplex.push({ point, value: evaluate(point) });
  }

  while (limits.evaluationBudget()) {
    simplex.sort((left, right) => left.value - right.value);
    const bestVertex = simplex[0]!;
    const worst = simplex[n]!;
    if (hasConverged(simplex, limits.valueTolerance, limits.pointTolerance)) {
      return { ...bestVertex, stoppedOnTolerance: true };
    }

    const centroid = new Array<number>(n).fill(0);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) centroid[j]! += simplex[i]!.point[j]! / n;
    }
    const towards = (coefficient: number) =>
      centroid.map((value, j) => value + coefficient * (worst.point[j]! - value));

    const reflected = towards(-1);
    const reflectedValue = evaluate(reflected);
    if (reflectedValue < bestVertex.value) {
      const expanded = towards(-2);
      const expandedValue = evaluate(expanded);
      simplex[n] =
        expandedValue < reflectedValue
          ? { point: expanded, value: expandedValue }
          : { point: reflected, value: reflectedValue };
      continue;
    }
    if (reflectedValue < simplex[n - 1]!.value) {
      simplex[n] = { point: reflected, value: reflectedValue };
      continue;
    }
    // Contract outside when the reflection beat the worst vertex, inside otherwise.
    const outside = reflectedValue < worst.value;
    const contracted = towards(outside ? -0.5 : 0.5);
    const contractedValue = evaluate(contracted);
    if (contractedValue < (outside ? reflectedValue : worst.value)) {
      simplex[n] = { point: contracted, value: contractedValue };
      continue;
    }
    for (let i = 1; i <= n; i++) {
      const point = simplex[i]!.point.map(
        (value, j) => bestVertex.point[j]! + 0.5 * (value - bestVertex.point[j]!),
      );
      simplex[i] = { point, value: evaluate(point) };
    }
  }
  simplex.sort((left, right) => left.value - right.value);
  return { ...simplex[0]!, stoppedOnTolerance: false };
}

function hasConverged(simplex: Vertex[], valueTolerance: number, pointTolerance: number): boolean {
  const bestVertex = simplex[0]!;
  for (let i = 1; i < simplex.length; i++) {
    const vertex = simplex[i]!;
    if (!(Math.abs(vertex.value - bestVertex.value) <= valueTolerance)) return false;
    for (let j = 0; j < vertex.point.length; j++) {
      if (Math.abs(vertex.point[j]! - bestVertex.point[j]!) > pointTolerance) return false;
    }
  }
  return true;
}
