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
 * A re-sync must deliver only rows of the range it replaces: a row outside it would be upserted
 * while its neighbours were not compared, which is a bug of the connector, not bad user input.
 */
export function assertWithinRange(range: ReplaceRange, days: Iterable<string>): void {
  if (!ISO_DAY.test(range.from) || !ISO_DAY.test(range.to) || range.from > range.to) {
    throw new RangeError(`invalid re-sync range ${range.from}..${range.to}`);
  }
  for (const day of days) {
    if (day < range.from || day > range.to) {
      throw new RangeError(`re-sync row of ${day} outside its range ${range.from}..${range.to}`);
    }
  }
}
