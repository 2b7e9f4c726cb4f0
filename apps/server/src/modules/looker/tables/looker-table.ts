import type { LookerCell, LookerDataset, LookerField } from '@ziskomer/contracts';
import type { ReportContext } from '../../analytics/index.ts';

/**
 * One table of the Looker Studio endpoint: its fields and how its rows come from the app's own
 * reports (never a second computation). The first field is always the day, given as an ISO day.
 */
export interface LookerTableDefinition {
  dataset: LookerDataset;
  /** The longest period the table answers in one request. */
  maxDays: number;
  fields: (currency: string) => LookerField[];
  /** Runs on a context of the period with daily granularity. */
  rows: (ctx: ReportContext) => Promise<LookerCell[][]>;
}

/** Ratios as the reports round them (three places), empty where the divisor is zero. */
export function roundRatio(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1000) / 1000;
}
