import type { RfmSegmentSummary } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { sumSegments } from './sum-segments.ts';

const row = (
  segment: RfmSegmentSummary['segment'],
  customers: number,
  revenue: number,
): RfmSegmentSummary => ({
  segment,
  customers,
  revenue,
  customerShare: customers / 10,
  revenueShare: revenue / 1000,
  averageRevenue: customers ? revenue / customers : null,
  averageOrders: null,
  averageRecencyDays: null,
});

describe('sumSegments', () => {
  it('adds up the named segments only', () => {
    const segments = [row('champions', 2, 500), row('loyal', 3, 300), row('lost', 5, 200)];
    expect(sumSegments(segments, ['champions', 'loyal'])).toEqual({
      customers: 5,
      revenue: 800,
      customerShare: 0.5,
      revenueShare: 0.8,
    });
    expect(sumSegments(segments, ['atRisk'])).toEqual({
      customers: 0,
      revenue: 0,
      customerShare: 0,
      revenueShare: 0,
    });
  });
});
