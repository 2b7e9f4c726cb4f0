import { describe, expect, it } from 'vitest';
import { getChange } from './get-change.ts';

describe('getChange', () => {
  it('is the relative change against the previous period', () => {
    expect(getChange(112, 100)).toBeCloseTo(0.12);
    expect(getChange(50, 100)).toBeCloseTo(-0.5);
    expect(getChange(-50, -100)).toBeCloseTo(0.5);
  });

  it('is null when there is nothing to compare with', () => {
    expect(getChange(10, 0)).toBeNull();
    expect(getChange(null, 10)).toBeNull();
    expect(getChange(10, null)).toBeNull();
  });
});
