import type { ConversionMonitoringReport, TrackingBreakAlert } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { breakSpan, conversionCsvRows, formatConversions, formatShare } from './format-conversion.ts';

const days = ['2024-06-24', '2024-06-25', '2024-06-26', '2024-06-27'].map((day) => ({ day }));
const entry = (startDay: string, lastDay: string, ongoing: boolean): TrackingBreakAlert => ({
  channel: 'sklik',
  startDay,
  lastDay,
  ongoing,
  baselineShare: 0.8,
  startShare: 0.2,
});

describe('conversion monitoring formatting', () => {
  it('shows shares as Czech percentages and a dash without orders', () => {
    expect(formatShare(0.6667)).toBe('67\u00a0%');
    expect(formatShare(0.0833)).toBe('8,3\u00a0%');
    expect(formatShare(0)).toBe('0\u00a0%');
    expect(formatShare(null)).toBe('—');
    expect(formatConversions(4.5)).toBe('4,5');
    expect(formatConversions(3)).toBe('3');
  });

  it('marks the days of a break that fall into the period', () => {
    // Ended 25.6.: 24.–25.6.
    expect(breakSpan(days, entry('2024-06-24', '2024-06-25', false))).toEqual([0, 1]);
    // Began before the period and still lasting: the whole period.
    expect(breakSpan(days, entry('2024-06-10', '2024-06-12', true))).toEqual([0, 3]);
    // Ended before the period: nothing to mark.
    expect(breakSpan(days, entry('2024-06-10', '2024-06-12', false))).toBeNull();
    expect(breakSpan([], entry('2024-06-10', '2024-06-12', true))).toBeNull();
  });

  it('writes one CSV row per day for the whole shop, then per channel', () => {
    const day = {
      day: '2024-06-25',
      orders: 2,
      tracked: 1,
      reported: 1.5,
      trackedShare: 0.5,
      reportedShare: 0.75,
    };
    const report = {
      days: [{ ...day, orders: 3, trackedShare: 0.3333, reportedShare: 0.5 }],
      channels: [{ channel: 'google_ads', days: [day] }],
    } as unknown as ConversionMonitoringReport;
    expect(conversionCsvRows(report, (series) => series.toUpperCase())).toEqual([
      ['2024-06-25', 'ALL', 3, 1, 0.3333, 1.5, 0.5],
      ['2024-06-25', 'GOOGLE_ADS', 2, 1, 0.5, 1.5, 0.75],
    ]);
  });
});
