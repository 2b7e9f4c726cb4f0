import type { RfmSegment, RfmSegmentSummary } from '@ziskomer/contracts';

/** Customers, revenue and their shares of some segments taken together. */
export function sumSegments(segments: readonly RfmSegmentSummary[], names: readonly RfmSegment[]) {
  const picked = segments.filter((row) => names.includes(row.segment));
  return {
    customers: picked.reduce((sum, row) => sum + row.customers, 0),
    revenue: picked.reduce((sum, row) => sum + row.revenue, 0),
    customerShare: picked.reduce((sum, row) => sum + row.customerShare, 0),
    revenueShare: picked.reduce((sum, row) => sum + row.revenueShare, 0),
  };
}
