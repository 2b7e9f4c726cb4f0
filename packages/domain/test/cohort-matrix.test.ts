import { describe, expect, it } from 'vitest';
import { addMonthsToMonth, averageCohorts, buildCohortMatrix, monthsBetween } from '../src/cohort-matrix.ts';
import { topKeys } from '../src/top-keys.ts';

describe('cohort matrix', () => {
  it('counts calendar months between months', () => {
    expect(monthsBetween('2024-01-01', '2024-03-01')).toBe(2);
    expect(monthsBetween('2023-11-01', '2024-02-01')).toBe(3);
    expect(addMonthsToMonth('2023-11-01', 3)).toBe('2024-02-01');
  });

  it('lays out every month up to the observed one, with zeros for silent months', () => {
    const rows = buildCohortMatrix(
      [
        // January cohort: 4 customers, 1 of them back in March.
        {
          cohortMonth: '2024-01-01',
          orderMonth: '2024-01-01',
          customers: 4,
          orders: 5,
          revenue: 1000,
          margin: 300,
        },
        {
          cohortMonth: '2024-01-01',
          orderMonth: '2024-03-01',
          customers: 1,
          orders: 1,
          revenue: 200,
          margin: 60,
        },
        // February cohort: 2 customers, both back in March.
        {
          cohortMonth: '2024-02-01',
          orderMonth: '2024-02-01',
          customers: 2,
          orders: 2,
          revenue: 400,
          margin: 120,
        },
        {
          cohortMonth: '2024-02-01',
          orderMonth: '2024-03-01',
          customers: 2,
          orders: 3,
          revenue: 600,
          margin: 180,
        },
      ],
      '2024-03-01',
    );
    expect(rows.map((row) => [row.cohortMonth, row.customers, row.cells.length])).toEqual([
      ['2024-01-01', 4, 3],
      ['2024-02-01', 2, 2],
    ]);
    const january = rows[0]!.cells;
    expect(january.map((cell) => cell.retention)).toEqual([1, 0, 0.25]);
    // Cumulative revenue per customer: 1000 / 4 = 250, still 250, (1000 + 200) / 4 = 300.
    expect(january.map((cell) => cell.cumulativeRevenuePerCustomer)).toEqual([250, 250, 300]);
    expect(january[1]).toMatchObject({ month: '2024-02-01', activeCustomers: 0, orders: 0, revenue: 0 });

    const averages = averageCohorts(rows);
    // Month 1: January 0 of 4 and February 2 of 2 → 2 / 6; month 2: January alone, 1 / 4.
    expect(averages.map((average) => [average.cohorts, average.customers, average.retention])).toEqual([
      [2, 6, 1],
      [2, 6, 2 / 6],
      [1, 4, 0.25],
    ]);
    // Month 1 cumulative: (250 × 4 + 500 × 2) / 6 = 2000 / 6.
    expect(averages[1]!.cumulativeRevenuePerCustomer).toBeCloseTo(2000 / 6);
  });

  it('leaves the month under way out of the averages instead of reading it as a drop', () => {
    const input = (cohortMonth: string, orderMonth: string, customers: number, revenue: number) => ({
      cohortMonth,
      orderMonth,
      customers,
      orders: customers,
      revenue,
      margin: revenue / 4,
    });
    // Two cohorts of 10, each with 5 back a month later; March is the current month and so far
    // 1 of February's customers is back in it (the month is a third through).
    const rows = buildCohortMatrix(
      [
        input('2024-01-01', '2024-01-01', 10, 1000),
        input('2024-01-01', '2024-02-01', 5, 500),
        input('2024-01-01', '2024-03-01', 1, 100),
        input('2024-02-01', '2024-02-01', 10, 1000),
        input('2024-02-01', '2024-03-01', 1, 100),
      ],
      '2024-03-01',
    );
    // Counting March would give month 1 = (5 + 1) / 20 = 30 % where every finished month says 50 %.
    expect(averageCohorts(rows)[1]!.retention).toBe(0.3);
    const averages = averageCohorts(rows, '2024-03-01');
    expect(averages.map((average) => [average.offset, average.cohorts, average.retention])).toEqual([
      [0, 2, 1],
      [1, 1, 0.5],
    ]);
    expect(averages[1]!.cumulativeRevenuePerCustomer).toBe(150);
    // A month that is over stays in: the same data seen from April averages every cell.
    expect(averageCohorts(rows, '2024-04-01').map((average) => average.cohorts)).toEqual([2, 2, 1]);
  });

  it('has no rows and no averages without cohorts', () => {
    expect(buildCohortMatrix([], '2024-03-01')).toEqual([]);
    expect(averageCohorts([])).toEqual([]);
  });

  it('picks the top keys by value, ties by key', () => {
    const totals = [
      { key: 'b', value: 5 },
      { key: 'a', value: 5 },
      { key: 'c', value: 9 },
      { key: 'd', value: 1 },
    ];
    expect(topKeys(totals, 3)).toEqual(['c', 'a', 'b']);
    expect(topKeys(totals, 0)).toEqual([]);
  });
});
