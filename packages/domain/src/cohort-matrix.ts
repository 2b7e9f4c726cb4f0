/*
 * Monthly acquisition cohorts (issue 4, /analytics/customer/cohorts). A cohort is the customers
 * whose first counted order falls in one calendar month (shop zone); a cell is one month of that
 * cohort's life: month 0 is the cohort's own month. The database gives per (cohort, order month)
 * the distinct customers with a counted order, their orders, revenue and margin; this rule lays
 * them out as a matrix with every observed month, derived figures and the weighted averages.
 */

/** One (cohort month, order month) sum, months as their 1st day ('2024-03-01'). */
export interface CohortCellInput {
  cohortMonth: string;
  orderMonth: string;
  customers: number;
  orders: number;
  revenue: number;
  margin: number;
}

export interface CohortCell {
  /** Months since the cohort's month (0 = the month of the first order). */
  offset: number;
  month: string;
  activeCustomers: number;
  /** activeCustomers ÷ cohort size (0..1). */
  retention: number;
  orders: number;
  revenue: number;
  margin: number;
  /** Revenue of months 0..offset ÷ cohort size. */
  cumulativeRevenuePerCustomer: number;
}

export interface CohortRow {
  cohortMonth: string;
  /** Customers whose first counted order falls in the month (month 0's active customers). */
  customers: number;
  /** Months 0..the observation month; a month without orders has zeros. */
  cells: CohortCell[];
}

export interface CohortAverage {
  offset: number;
  /** Cohorts observed this many months after their start. */
  cohorts: number;
  /** Customers of those cohorts. */
  customers: number;
  activeCustomers: number;
  /** Σ active ÷ Σ size over the cohorts observed: big cohorts weigh more. */
  retention: number | null;
  cumulativeRevenuePerCustomer: number | null;
}

/** Whole calendar months from one month to another ('2024-01-01' → '2024-03-01' = 2). */
export function monthsBetween(fromMonth: string, toMonth: string): number {
  const [fromYear, fromIndex] = fromMonth.split('-').map(Number) as [number, number];
  const [toYear, toIndex] = toMonth.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toIndex - fromIndex);
}

/** The 1st of the month `offset` months after `month`. */
export function addMonthsToMonth(month: string, offset: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + offset, 1));
  return date.toISOString().slice(0, 10);
}

/**
 * The cohort matrix: one row per cohort month that has customers (oldest first), each with a
 * cell for every month from its own to `observedMonth` (the month of the shop's latest order —
 * later months are not known yet, so they are left out rather than shown as zero).
 */
export function buildCohortMatrix(inputs: readonly CohortCellInput[], observedMonth: string): CohortRow[] {
  const byCohort = new Map<string, Map<string, CohortCellInput>>();
  for (const input of inputs) {
    let cells = byCohort.get(input.cohortMonth);
    if (!cells) {
      cells = new Map();
      byCohort.set(input.cohortMonth, cells);
    }
    cells.set(input.orderMonth, input);
  }
  const rows: CohortRow[] = [];
  for (const cohortMonth of [...byCohort.keys()].sort()) {
    const cells = byCohort.get(cohortMonth)!;
    const size = cells.get(cohortMonth)?.customers ?? 0;
    if (size === 0) continue;
    const last = Math.max(0, monthsBetween(cohortMonth, observedMonth));
    let cumulative = 0;
    const row: CohortCell[] = [];
    for (let offset = 0; offset <= last; offset++) {
      const month = addMonthsToMonth(cohortMonth, offset);
      const input = cells.get(month);
      cumulative += input?.revenue ?? 0;
      row.push({
        offset,
        month,
        activeCustomers: input?.customers ?? 0,
        retention: (input?.customers ?? 0) / size,
        orders: input?.orders ?? 0,
        revenue: input?.revenue ?? 0,
        margin: input?.margin ?? 0,
        cumulativeRevenuePerCustomer: cumulative / size,
      });
    }
    rows.push({ cohortMonth, customers: size, cells: row });
  }
  return rows;
}

/**
 * Per month since the first order, the average over the cohorts observed that long, by customers.
 * The cells of `incompleteMonth` (the month still under way, the one holding today in the shop's
 * zone) are left out: their customers and money are only what came in so far, so counting them
 * would pull every month's average down by a drop that has not happened. A month since the first
 * order that no finished cell reaches yet (the longest one, while its only cohort is under way)
 * has no average and is not listed.
 */
export function averageCohorts(rows: readonly CohortRow[], incompleteMonth?: string): CohortAverage[] {
  const longest = Math.max(0, ...rows.map((row) => row.cells.length));
  const averages: CohortAverage[] = [];
  for (let offset = 0; offset < longest; offset++) {
    let cohorts = 0;
    let customers = 0;
    let activeCustomers = 0;
    let revenue = 0;
    for (const row of rows) {
      const cell = row.cells[offset];
      if (!cell || cell.month === incompleteMonth) continue;
      cohorts++;
      customers += row.customers;
      activeCustomers += cell.activeCustomers;
      revenue += cell.cumulativeRevenuePerCustomer * row.customers;
    }
    if (cohorts === 0) continue;
    averages.push({
      offset,
      cohorts,
      customers,
      activeCustomers,
      retention: customers > 0 ? activeCustomers / customers : null,
      cumulativeRevenuePerCustomer: customers > 0 ? revenue / customers : null,
    });
  }
  return averages;
}
