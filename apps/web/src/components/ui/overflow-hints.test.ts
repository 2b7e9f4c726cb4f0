import { describe, expect, it } from 'vitest';
import { getOverflowHints } from './overflow-hints.ts';

const box = (overrides: Partial<Parameters<typeof getOverflowHints>[0]>) => ({
  scrollLeft: 0,
  scrollWidth: 800,
  clientWidth: 800,
  scrollTop: 0,
  scrollHeight: 400,
  clientHeight: 400,
  ...overrides,
});

describe('scroll area hints', () => {
  it('says nothing is hidden when everything fits', () => {
    expect(getOverflowHints(box({}))).toEqual({ right: false, below: false });
  });

  it('points below while rows are hidden there, and stops at the end', () => {
    expect(getOverflowHints(box({ scrollHeight: 4000 })).below).toBe(true);
    expect(getOverflowHints(box({ scrollHeight: 4000, scrollTop: 3600 })).below).toBe(false);
    expect(getOverflowHints(box({ scrollHeight: 4000, scrollTop: 3599.5 })).below).toBe(false);
  });

  it('points right while columns are cut off', () => {
    expect(getOverflowHints(box({ scrollWidth: 1200 })).right).toBe(true);
    expect(getOverflowHints(box({ scrollWidth: 1200, scrollLeft: 400 })).right).toBe(false);
  });
});
