import { describe, expect, it } from 'vitest';
import { formatCount } from './format.ts';

describe('formatCount', () => {
  it('writes whole counts without decimals and fractions with one', () => {
    expect(formatCount(4)).toBe('4');
    expect(formatCount(1234)).toMatch(/^1\s?234$/);
    expect(formatCount(2.5)).toMatch(/^2[,.]5$/);
  });
});
