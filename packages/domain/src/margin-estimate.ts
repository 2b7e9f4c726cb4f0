import type { MarginEstimate } from '@ziskomer/contracts';

/**
 * How much of a margin figure is the 30 % estimate (SPEC §9) rather than the shop's own number:
 * `real` when no line is estimated, `estimated` when every line is, `partial` in between. A row
 * that is not `real` is always shown with the 'odhad' badge, never as a real margin.
 */
export function classifyMarginEstimate(lines: number, estimatedLines: number): MarginEstimate {
  if (estimatedLines <= 0) return 'real';
  return estimatedLines >= lines ? 'estimated' : 'partial';
}

/** The share (0–1) of a revenue figure that carries an estimated margin; 0 without revenue. */
export function getEstimatedShare(estimatedRevenue: number, revenue: number): number {
  if (revenue <= 0) return estimatedRevenue > 0 ? 1 : 0;
  return Math.min(1, Math.max(0, estimatedRevenue / revenue));
}
