/** Above this many terms the series is abandoned: it means z is within ~1e-5 of 1 (a horizon far longer than the data). */
const MAX_TERMS = 1_000_000;
const RELATIVE_PRECISION = 1e-16;

/** Gauss hypergeometric function ₂F₁(a, b; c; z) for 0 ≤ z < 1 and c > 0, by its power series. */
export function hypergeometric2F1(a: number, b: number, c: number, z: number): number {
  if (!(c > 0)) throw new RangeError(`2F1 series here needs c > 0, got ${c}`);
  return 1 + (b / c) * hypergeometric2F1ScaledTail(a, b, c, z);
}

/**
 * c·(₂F₁(a, b; c; z) − 1)/b = Σⱼ≥₁ (a)ⱼ (b + 1)ⱼ₋₁ / ((c + 1)ⱼ₋₁ j!) · zʲ, summed directly. The
 * BG/NBD conditional expectation needs exactly this: it divides ₂F₁ − 1 by b = a_BG − 1 (and a fit
 * with a ≈ 1 is legitimate) and multiplies it by c = a + b + x − 1, which is negative or zero for
 * some fits when x = 0. The terms have the ratio of ₂F₁'s, starting from a·z; only c > −1 is needed.
 */
export function hypergeometric2F1ScaledTail(a: number, b: number, c: number, z: number): number {
  if (!(z >= 0 && z < 1) || !(c > -1)) {
    throw new RangeError(`2F1 series needs 0 ≤ z < 1 and c > −1 (z=${z}, c=${c})`);
  }
  let term = a * z;
  let sum = term;
  // Before j passes −a and −b the terms may change sign and grow; after it they shrink like zʲ.
  const monotoneFrom = Math.max(0, -a, -b);
  for (let j = 1; j < MAX_TERMS; j++) {
    if (term === 0) return sum;
    term *= ((a + j) * (b + j) * z) / ((c + j) * (j + 1));
    sum += term;
    // Once the ratio settles below 1 the remainder is at most term / (1 − z).
    if (j > monotoneFrom && Math.abs(term) <= RELATIVE_PRECISION * (1 - z) * Math.abs(sum)) return sum;
  }
  throw new RangeError(`2F1 series did not converge within ${MAX_TERMS} terms (z=${z})`);
}
