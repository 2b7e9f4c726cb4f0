import type { CohortRowData } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { cohortColumns, cohortCsvRows, cohortScale, isIncompleteCohortMonth } from './cohort-values.ts';

const cell = (
  offset: number,
  month: string,
  active: number,
  size: number,
  revenue: number,
  margin: number,
) => ({
  offset,
  month,
  activeCustomers: active,
  retention: active / size,
  orders: active,
  revenue,
  margin,
  cumulativeRevenuePerCustomer: revenue / size,
});

const cohorts: CohortRowData[] = [
  {
    cohortMonth: '2024-01-01',
    customers: 4,
    cells: [cell(0, '2024-01-01', 4, 4, 1000, 300), cell(1, '2024-02-01', 1, 4, 200, -50)],
  },
  { cohortMonth: '2024-02-01', customers: 2, cells: [cell(0, '2024-02-01', 2, 2, 400, 120)] },
];

describe('cohort map values', () => {
  it('scales retention without month 0 and margin from its lowest value', () => {
    expect(cohortScale(cohorts, 'retention')).toEqual({ min: 0, max: 0.25 });
    expect(cohortScale(cohorts, 'margin')).toEqual({ min: -50, max: 300 });
    expect(cohortScale(cohorts, 'revenue')).toEqual({ min: 0, max: 1000 });
    // Only month-0 cells: a scale of 0..1 rather than an empty one.
    expect(cohortScale([cohorts[1]!], 'retention')).toEqual({ min: 0, max: 1 });
  });

  it('counts the columns of the oldest cohort', () => {
    expect(cohortColumns(cohorts)).toBe(2);
    expect(cohortColumns([])).toBe(0);
  });

  it('writes one CSV row per cohort and month', () => {
    expect(cohortCsvRows(cohorts)).toEqual([
      ['2024-01', 4, 0, '2024-01', 4, 100, 4, 1000, 250, 300],
      ['2024-01', 4, 1, '2024-02', 1, 25, 1, 200, 50, -50],
      ['2024-02', 2, 0, '2024-02', 2, 100, 2, 400, 200, 120],
    ]);
  });
});

// Issue 13: the current month was drawn as a finished one in the cohort map (every cohort's last
// column looked like a fall).
describe('the cohort month still under way', () => {
  it('is the month holding today, and no other', () => {
    expect(isIncompleteCohortMonth({ month: '2026-11-01' }, '2026-11-27')).toBe(true);
    expect(isIncompleteCohortMonth({ month: '2026-11-01' }, '2026-11-01')).toBe(true);
    expect(isIncompleteCohortMonth({ month: '2026-10-01' }, '2026-11-27')).toBe(false);
    expect(isIncompleteCohortMonth({ month: '2025-11-01' }, '2026-11-27')).toBe(false);
  });
});
