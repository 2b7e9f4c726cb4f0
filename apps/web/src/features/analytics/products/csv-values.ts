import type { MarginEstimate } from '@ziskomer/contracts';

/** A 0–1 share as a percentage with two decimals for CSV (35.71), so a spreadsheet can sum it. */
export function toCsvPercent(share: number | null): number | null {
  return share === null ? null : Math.round(share * 10_000) / 100;
}

/** Money or ratios in CSV rounded to two decimals. */
export function toCsvNumber(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}

/** The CSV's "margin is an estimate" answer: yes, partly or no (keys of csv.* in analyticsProducts). */
export function estimateCsvKey(estimate: MarginEstimate): 'yes' | 'partial' | 'no' {
  if (estimate === 'estimated') return 'yes';
  return estimate === 'partial' ? 'partial' : 'no';
}
