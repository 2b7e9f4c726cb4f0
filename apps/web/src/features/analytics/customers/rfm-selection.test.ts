import { describe, expect, it } from 'vitest';
import { describePage, readRfmSelection } from './rfm-selection.ts';

describe('RFM selection', () => {
  it('reads a known segment and its page from the URL', () => {
    expect(readRfmSelection(new URLSearchParams('segment=atRisk&page=3'))).toEqual({
      segment: 'atRisk',
      page: 3,
    });
    expect(readRfmSelection(new URLSearchParams('segment=loyal'))).toEqual({ segment: 'loyal', page: 1 });
  });

  it('ignores unknown segments and pages that are not positive whole numbers', () => {
    expect(readRfmSelection(new URLSearchParams('segment=vip&page=2'))).toEqual({ segment: null, page: 1 });
    expect(readRfmSelection(new URLSearchParams('segment=lost&page=0'))).toEqual({
      segment: 'lost',
      page: 1,
    });
    expect(readRfmSelection(new URLSearchParams('segment=lost&page=1.5'))).toEqual({
      segment: 'lost',
      page: 1,
    });
    expect(readRfmSelection(new URLSearchParams('page=4'))).toEqual({ segment: null, page: 1 });
  });

  it('describes pages of 100 rows', () => {
    expect(describePage(1, 100, 250)).toEqual({
      pages: 3,
      from: 1,
      to: 100,
      hasPrevious: false,
      hasNext: true,
    });
    expect(describePage(3, 100, 250)).toEqual({
      pages: 3,
      from: 201,
      to: 250,
      hasPrevious: true,
      hasNext: false,
    });
    expect(describePage(1, 100, 0)).toEqual({ pages: 1, from: 0, to: 0, hasPrevious: false, hasNext: false });
  });
});
