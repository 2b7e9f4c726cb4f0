import { describe, expect, it } from 'vitest';
import { estimateCsvKey, toCsvNumber, toCsvPercent } from './csv-values.ts';

describe('CSV values', () => {
  it('writes shares as percentages with two decimals', () => {
    expect(toCsvPercent(945 / 2650)).toBe(35.66);
    expect(toCsvPercent(1)).toBe(100);
    expect(toCsvPercent(null)).toBeNull();
  });

  it('rounds money and ratios to two decimals', () => {
    expect(toCsvNumber(2000 / 3)).toBe(666.67);
    expect(toCsvNumber(null)).toBeNull();
  });

  it('answers whether a margin is an estimate', () => {
    expect((['estimated', 'partial', 'real'] as const).map(estimateCsvKey)).toEqual(['yes', 'partial', 'no']);
  });
});
