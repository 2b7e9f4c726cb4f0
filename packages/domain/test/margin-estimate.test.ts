import { describe, expect, it } from 'vitest';
import { classifyMarginEstimate, getEstimatedShare } from '../src/margin-estimate.ts';

describe('margin estimate', () => {
  it('tells real, partly and fully estimated margins apart by their lines', () => {
    expect(classifyMarginEstimate(4, 0)).toBe('real');
    expect(classifyMarginEstimate(4, 1)).toBe('partial');
    expect(classifyMarginEstimate(4, 4)).toBe('estimated');
    expect(classifyMarginEstimate(0, 0)).toBe('real');
  });

  it('gives the estimated share of revenue between 0 and 1', () => {
    expect(getEstimatedShare(250, 1000)).toBe(0.25);
    expect(getEstimatedShare(0, 1000)).toBe(0);
    expect(getEstimatedShare(1200, 1000)).toBe(1);
    // Without revenue there is nothing to share out.
    expect(getEstimatedShare(0, 0)).toBe(0);
  });
});
