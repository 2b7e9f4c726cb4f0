import type { Random } from './create-random.ts';

/** Draws an index with probability proportional to its weight (binary search over the running sum). */
export type WeightedIndex = (random: Random) => number;

export function createWeightedIndex(weights: readonly number[]): WeightedIndex {
  const cumulative = new Float64Array(weights.length);
  let total = 0;
  for (const [index, weight] of weights.entries()) {
    if (!(weight >= 0)) throw new RangeError(`Weight ${index} must be a non-negative number`);
    total += weight;
    cumulative[index] = total;
  }
  if (total <= 0) throw new RangeError('At least one weight must be positive');
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}
