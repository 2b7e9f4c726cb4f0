import { describe, expect, it } from 'vitest';
import { rangeLabel } from './range-label.ts';

describe('range labels', () => {
  it('names single values, ranges and open ends', () => {
    expect(rangeLabel({ from: 3, to: 3 })).toBe('3');
    expect(rangeLabel({ from: 6, to: 10 })).toBe('6–10');
    expect(rangeLabel({ from: 366, to: null })).toBe('366+');
  });
});
