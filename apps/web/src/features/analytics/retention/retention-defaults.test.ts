import { describe, expect, it } from 'vitest';
import { readReportView, writeReportView } from '../shared/report-view.ts';
import { RETENTION_DEFAULT_PERIOD } from './retention-defaults.ts';

describe('retention reports open on a year', () => {
  it('reads a URL without a period as the report default and keeps 30 days in the URL', () => {
    expect(readReportView(new URLSearchParams(), RETENTION_DEFAULT_PERIOD).period).toBe('1y');
    expect(readReportView(new URLSearchParams('period=30d'), RETENTION_DEFAULT_PERIOD).period).toBe('30d');
    const view = readReportView(new URLSearchParams(), RETENTION_DEFAULT_PERIOD);
    expect(
      writeReportView({ ...view, period: '30d' }, undefined, RETENTION_DEFAULT_PERIOD).get('period'),
    ).toBe('30d');
    expect(writeReportView(view, undefined, RETENTION_DEFAULT_PERIOD).has('period')).toBe(false);
  });
});
