import { describe, expect, it } from 'vitest';
import { getProgressView, toPercentage } from './import-progress.ts';

describe('toPercentage', () => {
  it('gives whole percent from 0 to 100', () => {
    expect(toPercentage(0, 200)).toBe(0);
    expect(toPercentage(1, 3)).toBe(33);
    expect(toPercentage(199, 200)).toBe(99);
    expect(toPercentage(200, 200)).toBe(100);
    expect(toPercentage(500, 200)).toBe(100);
  });

  it('is 0 without a known total', () => {
    expect(toPercentage(10, 0)).toBe(0);
    expect(toPercentage(Number.NaN, 10)).toBe(0);
    expect(toPercentage(-5, 10)).toBe(0);
  });
});

describe('getProgressView', () => {
  const progress = { current: 500, total: 1000, percentage: 50, recordsProcessed: 4000, totalRecords: 8000 };

  it('shows the percentage of the file read and the estimated row total', () => {
    expect(getProgressView(progress, false)).toEqual({
      percentage: 50,
      recordsProcessed: 4000,
      totalRecords: 8000,
      estimated: true,
    });
  });

  it('stays below 100 % until the import has finished, then shows 100 %', () => {
    expect(getProgressView({ ...progress, current: 1000, percentage: 100 }, false).percentage).toBe(99);
    expect(getProgressView({ ...progress, current: 1000, percentage: 100 }, true)).toMatchObject({
      percentage: 100,
      estimated: false,
    });
  });

  it('never shows a row total below the rows already processed', () => {
    expect(getProgressView({ ...progress, recordsProcessed: 9000 }, false).totalRecords).toBe(9000);
    expect(getProgressView({ ...progress, totalRecords: null }, false)).toMatchObject({
      totalRecords: null,
      estimated: false,
    });
  });
});
