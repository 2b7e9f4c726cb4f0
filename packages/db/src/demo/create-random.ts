/**
 * A seeded pseudo-random source. Demo and benchmark data must be identical for the same seed on
 * every machine and Node version, so nothing here touches Math.random.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Exponentially distributed with the given mean. */
  exponential(mean: number): number;
}

/**
 * xoshiro128** (Blackman & Vigna): 128 bits of state, so streams of hundreds of millions of draws
 * never cycle, and fast in 32-bit integer arithmetic. `stream` gives independent sequences for the
 * same seed, so that e.g. customers stay the same when the way orders are drawn changes.
 */
export function createRandom(seed: number, stream = 0): Random {
  let mix = (Math.trunc(seed) ^ Math.imul(stream + 1, 0x9e3779b9)) >>> 0;
  // splitmix32 spreads a small seed over the whole state; an all-zero state would stay zero.
  const nextMix = () => {
    mix = (mix + 0x9e3779b9) >>> 0;
    let z = mix;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let s0 = nextMix();
  let s1 = nextMix();
  let s2 = nextMix();
  let s3 = nextMix();
  if ((s0 | s1 | s2 | s3) === 0) s0 = 1;

  const nextUint32 = () => {
    const result = Math.imul(rotateLeft(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotateLeft(s3, 11);
    return result;
  };

  const next = () => nextUint32() / 4_294_967_296;
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    exponential: (mean) => -Math.log(1 - next()) * mean,
  };
}

function rotateLeft(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits));
}
