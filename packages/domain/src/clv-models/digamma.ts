/**
 * ψ(x) = d/dx ln Γ(x) for x > 0, for the likelihoods' gradients. Below 10 the recurrence
 * ψ(x) = ψ(x + 1) − 1/x moves the argument up; from 10 on the asymptotic series to x⁻¹² is
 * accurate to about 1e-16.
 */
export function digamma(x: number): number {
  if (!(x > 0)) return Number.NaN;
  let shift = 0;
  let value = x;
  while (value < 10) {
    shift -= 1 / value;
    value += 1;
  }
  const inverseSquare = 1 / (value * value);
  const series =
    inverseSquare *
    (1 / 12 -
      inverseSquare *
        (1 / 120 -
          inverseSquare *
            (1 / 252 -
              inverseSquare * (1 / 240 - inverseSquare * (1 / 132 - inverseSquare * (691 / 32760))))));
  return shift + Math.log(value) - 1 / (2 * value) - series;
}
