import type { CohortCellData, CohortRowData } from '@ziskomer/contracts';

/** What the cohort map shows in its cells. */
export const COHORT_METRICS = ['retention', 'revenue', 'cumulative', 'margin'] as const;
export type CohortMetric = (typeof COHORT_METRICS)[number];

export function cohortCellValue(cell: CohortCellData, metric: CohortMetric): number {
  switch (metric) {
    case 'retention':
      return cell.retention;
    case 'revenue':
      return cell.revenue;
    case 'cumulative':
      return cell.cumulativeRevenuePerCustomer;
    case 'margin':
      return cell.margin;
  }
}

/**
 * The colour scale's ends. Retention leaves month 0 out (always 100 %, it would pale every later
 * month); month 0 is then drawn at the top colour. Margin may be negative.
 */
export function cohortScale(
  cohorts: readonly CohortRowData[],
  metric: CohortMetric,
): { min: number; max: number } {
  const values = cohorts.flatMap((row) =>
    row.cells
      .filter((cell) => metric !== 'retention' || cell.offset > 0)
      .map((cell) => cohortCellValue(cell, metric)),
  );
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  return { min, max: max > min ? max : min + 1 };
}

/** The widest cohort's number of months: the map's columns. */
export function cohortColumns(cohorts: readonly CohortRowData[]): number {
  return Math.max(0, ...cohorts.map((row) => row.cells.length));
}

/** The long CSV: one row per cohort and month with every figure (retention in percent). */
export function cohortCsvRows(cohorts: readonly CohortRowData[]): (string | number)[][] {
  return cohorts.flatMap((row) =>
    row.cells.map((cell) => [
      row.cohortMonth.slice(0, 7),
      row.customers,
      cell.offset,
      cell.month.slice(0, 7),
      cell.activeCustomers,
      Math.round(cell.retention * 10000) / 100,
      cell.orders,
      cell.revenue,
      Math.round(cell.cumulativeRevenuePerCustomer * 100) / 100,
      cell.margin,
    ]),
  );
}

/**
 * Whether a cell is of the month still under way (the one holding today in the shop's zone): its
 * customers and money are what came in so far, so the map draws it faint and says so instead of
 * showing a drop in the last column of every cohort that did not happen.
 */
export function isIncompleteCohortMonth(cell: Pick<CohortCellData, 'month'>, today: string): boolean {
  return cell.month === `${today.slice(0, 7)}-01`;
}
