import { describe, expect, it } from 'vitest';
import {
  addMonths,
  bucketStart,
  countDays,
  listBuckets,
  previousPeriod,
  resolveGranularity,
  resolvePreset,
} from '../src/report-period.ts';

describe('report periods', () => {
  it('counts presets back from today, today included', () => {
    expect(resolvePreset('7d', '2024-03-10')).toEqual({ from: '2024-03-04', to: '2024-03-10' });
    expect(resolvePreset('14d', '2024-03-10')).toEqual({ from: '2024-02-26', to: '2024-03-10' });
    expect(resolvePreset('30d', '2024-03-10')).toEqual({ from: '2024-02-10', to: '2024-03-10' });
    expect(resolvePreset('60d', '2024-03-10')).toEqual({ from: '2024-01-11', to: '2024-03-10' });
    expect(resolvePreset('6m', '2024-08-31')).toEqual({ from: '2024-03-01', to: '2024-08-31' });
    expect(resolvePreset('1y', '2024-12-31')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
  });

  it('clamps months to their last day', () => {
    expect(addMonths('2024-08-31', -6)).toBe('2024-02-29');
    expect(addMonths('2023-03-31', -1)).toBe('2023-02-28');
    expect(addMonths('2024-12-15', 1)).toBe('2025-01-15');
  });

  it('compares with the same number of days just before', () => {
    const range = { from: '2024-03-01', to: '2024-03-31' };
    expect(countDays(range)).toBe(31);
    expect(previousPeriod(range)).toEqual({ from: '2024-01-30', to: '2024-02-29' });
  });

  it('picks days, weeks or months by length when asked for auto', () => {
    expect(resolveGranularity('auto', { from: '2024-01-01', to: '2024-03-02' })).toBe('day');
    expect(resolveGranularity('auto', { from: '2024-01-01', to: '2024-03-03' })).toBe('week');
    expect(resolveGranularity('auto', { from: '2024-01-01', to: '2024-12-31' })).toBe('week');
    expect(resolveGranularity('auto', { from: '2023-01-01', to: '2024-12-31' })).toBe('month');
    expect(resolveGranularity('month', { from: '2024-01-01', to: '2024-01-07' })).toBe('month');
  });

  it('starts weeks on Monday', () => {
    expect(bucketStart('2024-03-10', 'week')).toBe('2024-03-04'); // Sunday → Monday before
    expect(bucketStart('2024-03-04', 'week')).toBe('2024-03-04'); // Monday stays
    expect(bucketStart('2024-03-05', 'week')).toBe('2024-03-04');
    expect(bucketStart('2024-03-31', 'month')).toBe('2024-03-01');
  });

  it('lists every bucket of a range without gaps', () => {
    expect(listBuckets({ from: '2024-02-28', to: '2024-03-02' }, 'day')).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    expect(listBuckets({ from: '2024-03-06', to: '2024-03-20' }, 'week')).toEqual([
      '2024-03-04',
      '2024-03-11',
      '2024-03-18',
    ]);
    expect(listBuckets({ from: '2024-11-15', to: '2025-02-01' }, 'month')).toEqual([
      '2024-11-01',
      '2024-12-01',
      '2025-01-01',
      '2025-02-01',
    ]);
  });
});
