import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PurchaseHistory } from '../../src/clv-models/purchase-history.ts';

/**
 * The public CDNOW sample (Fader & Hardie's research data set), copied into the repository as a
 * fixture so the tests run on any clone. Resolved from this file so the tests find it from any
 * working directory; a missing file must fail the tests, never skip them.
 */
export const CDNOW_SAMPLE_PATH = fileURLToPath(new URL('./fixtures/CDNOW_sample.txt', import.meta.url));

const DAY_MS = 86_400_000;
/** Calibration period of Fader, Hardie & Lee (2005): 1997-01-01 .. 1997-09-30, 39 weeks. */
export const CALIBRATION_END_DAY = Date.UTC(1997, 8, 30) / DAY_MS;

export interface CdnowCustomer {
  id: string;
  /** Purchase day (days since 1970-01-01) → the day's total value in USD, calibration period only. */
  calibrationDays: Map<number, number>;
}

/** Reads the sample's calibration period: one entry per customer, purchases on one day merged. */
export function loadCdnowSample(): CdnowCustomer[] {
  if (!existsSync(CDNOW_SAMPLE_PATH)) throw new Error(`CDNOW sample not found at ${CDNOW_SAMPLE_PATH}`);
  const customers = new Map<string, Map<number, number>>();
  for (const line of readFileSync(CDNOW_SAMPLE_PATH, 'utf8').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const [id, , date, , value] = line.trim().split(/\s+/);
    if (!id || !date || value === undefined) throw new Error(`unexpected CDNOW line: ${line}`);
    const day =
      Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8))) / DAY_MS;
    // Every customer's first purchase falls in 1997-Q1, so each one has calibration days.
    if (day > CALIBRATION_END_DAY) continue;
    const days = customers.get(id) ?? new Map<number, number>();
    days.set(day, (days.get(day) ?? 0) + Number(value));
    customers.set(id, days);
  }
  return [...customers].map(([id, calibrationDays]) => ({ id, calibrationDays }));
}

/**
 * (x, tₓ, T) as the CDNOW README defines them: x = distinct purchase days after the first,
 * tₓ = first to last purchase day, T = first purchase day to 1997-09-30, all in `unitDays`.
 */
export function toPurchaseHistory(customer: CdnowCustomer, unitDays: number): PurchaseHistory {
  const days = [...customer.calibrationDays.keys()].sort((left, right) => left - right);
  const first = days[0]!;
  return {
    frequency: days.length - 1,
    recency: (days.at(-1)! - first) / unitDays,
    age: (CALIBRATION_END_DAY - first) / unitDays,
  };
}

/** Mean value of the repeat purchase days (the first day excluded), or null without any. */
export function getAverageRepeatValue(customer: CdnowCustomer): number | null {
  const days = [...customer.calibrationDays.keys()].sort((left, right) => left - right);
  const repeatValues = days.slice(1).map((day) => customer.calibrationDays.get(day)!);
  if (repeatValues.length === 0) return null;
  return repeatValues.reduce((sum, value) => sum + value, 0) / repeatValues.length;
}

/** The full CDNOW master set (69,659 purchases of 23,570 customers, a header line), as a fixture too. */
export const CDNOW_MASTER_PATH = fileURLToPath(new URL('./fixtures/CDNOW_master.txt', import.meta.url));

/** One purchase line of a CDNOW file: customer id, day (days since 1970-01-01) and value in USD. */
export interface CdnowPurchase {
  id: string;
  day: number;
  value: number;
}

/**
 * Every purchase line of a CDNOW file, calibration and holdout alike, in file order. The master
 * file has no cohort column and starts with a header; the sample has a cohort column.
 */
export function readCdnowPurchases(path: string): CdnowPurchase[] {
  if (!existsSync(path)) throw new Error(`CDNOW data not found at ${path}`);
  const purchases: CdnowPurchase[] = [];
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 4 || !/^\d+$/.test(fields[0]!)) continue;
    const [id, date, , value] = fields.length === 5 ? [fields[0], fields[2], fields[3], fields[4]] : fields;
    const day =
      Date.UTC(Number(date!.slice(0, 4)), Number(date!.slice(4, 6)) - 1, Number(date!.slice(6, 8))) / DAY_MS;
    purchases.push({ id: id!, day, value: Number(value) });
  }
  return purchases;
}
