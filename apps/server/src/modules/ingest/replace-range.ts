import type { DataSource } from './data-source.ts';

/**
 * The days a connector's re-sync covers, both ends included (ISO dates, in the shop's time zone
 * for orders). The source's rows of these days that the re-sync no longer delivers are deleted.
 */
export interface ReplaceRange {
  from: string;
  to: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Checks a re-sync before it deletes anything and returns the connection whose rows it replaces.
 * Only a connector re-syncs a range, and it must deliver only rows of that range: a row outside
 * it would be upserted while its neighbours were not compared. Both are bugs of the caller, not
 * bad user input, and throw.
 */
export function assertResync(source: DataSource, range: ReplaceRange, days: Iterable<string>): string {
  if (source.kind !== 'connector') throw new Error('only a connector re-syncs a range');
  if (!ISO_DAY.test(range.from) || !ISO_DAY.test(range.to) || range.from > range.to) {
    throw new RangeError(`invalid re-sync range ${range.from}..${range.to}`);
  }
  for (const day of days) {
    if (day < range.from || day > range.to) {
      throw new RangeError(`re-sync row of ${day} outside its range ${range.from}..${range.to}`);
    }
  }
  return source.connectionId;
}
