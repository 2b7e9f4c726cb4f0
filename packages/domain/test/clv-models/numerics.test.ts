import { describe, expect, it } from 'vitest';
import { minimiseBfgs } from '../../src/clv-models/bfgs.ts';
import { digamma } from '../../src/clv-models/digamma.ts';
import { hypergeometric2F1, hypergeometric2F1ScaledTail } from '../../src/clv-models/hypergeometric-2f1.ts';
import { logGamma } from '../../src/clv-models/log-gamma.ts';
import { minimiseNelderMead } from '../../src/clv-models/nelder-mead.ts';

/** Rosenbrock's banana valley: minimum 0 at (1, 1), a classic trap for simple optimisers. */
const rosenbrock = ([x, y]: number[]) => (1 - x!) ** 2 + 100 * (y! - x! ** 2) ** 2;
const rosenbrockGradient = ([x, y]: number[]) => [
  -2 * (1 - x!) - 400 * x! * (y! - x! ** 2),
  200 * (y! - x! ** 2),
];

function expectRelativelyClose(actual: number, expected: number): void {
  expect(Math.abs(actual / expected - 1)).toBeLessThan(1e-12);
}

describe('log-gamma and digamma', () => {
  it.each([
    [1, 0],
    [2, 0],
    [0.5, Math.log(Math.sqrt(Math.PI))],
    [10, Math.log(362_880)],
    [100, 359.1342053695754],
    [1e-3, 6.907178885383854],
  ])('ln Γ(%d) = %d', (x, expected) => {
    expect(logGamma(x)).toBeCloseTo(expected, 12);
  });

  it.each([
    [1, -0.5772156649015329],
    [0.5, -1.9635100260214235],
    [10, 2.251752589066721],
  ])('ψ(%d) = %d', (x, expected) => {
    expect(digamma(x)).toBeCloseTo(expected, 13);
  });

  it('ψ is the derivative of ln Γ', () => {
    for (const x of [0.05, 0.7, 3.3, 9.99, 10.01, 250]) {
      const step = 1e-5 * x;
      expect(digamma(x)).toBeCloseTo((logGamma(x + step) - logGamma(x - step)) / (2 * step), 7);
    }
  });
});

describe('hypergeometric ₂F₁', () => {
  it('matches closed forms', () => {
    for (const z of [0.1, 0.5, 0.9, 0.999]) {
      expectRelativelyClose(hypergeometric2F1(1, 1, 2, z), -Math.log(1 - z) / z); // −ln(1 − z)/z
      expectRelativelyClose(hypergeometric2F1(2.5, 1, 1, z), (1 - z) ** -2.5); // (1 − z)^(−a)
    }
  });

  it('gives c·(₂F₁ − 1)/b in the limit b → 0, where dividing by b would fail: −a·ln(1 − z) for a = c', () => {
    // (b)ⱼ/b → (j − 1)! as b → 0, so the terms become a·zʲ/j when a = c.
    expect(hypergeometric2F1ScaledTail(3, 0, 3, 0.5)).toBeCloseTo(-3 * Math.log(0.5), 12);
  });

  it('refuses z outside [0, 1)', () => {
    expect(() => hypergeometric2F1(1, 1, 2, 1)).toThrow(RangeError);
  });
});

describe('optimisers', () => {
  it('Nelder–Mead with restarts finds the bottom of Rosenbrock’s valley', () => {
    const result = minimiseNelderMead(rosenbrock, [-1.2, 1]);
    expect(result.converged).toBe(true);
    expect(result.point[0]).toBeCloseTo(1, 5);
    expect(result.point[1]).toBeCloseTo(1, 5);
  });

  it('BFGS finds it too, in far fewer evaluations', () => {
    const result = minimiseBfgs(
      (point) => ({ value: rosenbrock(point), gradient: rosenbrockGradient(point) }),
      [-1.2, 1],
    );
    expect(result.converged).toBe(true);
    expect(result.point[0]).toBeCloseTo(1, 6);
    expect(result.point[1]).toBeCloseTo(1, 6);
    expect(result.evaluations).toBeLessThan(200);
  });

  it('BFGS backs off from points where the objective is undefined', () => {
    // ln-barrier: undefined for x ≤ 0, minimum at x = 1.
    const result = minimiseBfgs(
      ([x]) => ({ value: x! > 0 ? x! - Math.log(x!) : Number.NaN, gradient: [1 - 1 / x!] }),
      [5],
    );
    expect(result.converged).toBe(true);
    expect(result.point[0]).toBeCloseTo(1, 6);
  });
});
