import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_VIEW, readReportView, toReportQuery, writeReportView } from './report-view.ts';

describe('report view in the URL', () => {
  it('reads defaults from an empty query and writes them as nothing', () => {
    expect(readReportView(new URLSearchParams())).toEqual(DEFAULT_REPORT_VIEW);
    expect(writeReportView(DEFAULT_REPORT_VIEW).toString()).toBe('');
  });

  it('round-trips a custom period with weeks and comparison, keeping other parameters', () => {
    const view = {
      period: 'custom',
      from: '2024-01-01',
      to: '2024-03-31',
      granularity: 'week',
      compare: true,
    } as const;
    const written = writeReportView(view, new URLSearchParams('product=KAV-250&period=7d'));
    expect(written.get('product')).toBe('KAV-250');
    expect(readReportView(written)).toEqual(view);
    expect(toReportQuery(view).toString()).toBe(
      'period=custom&granularity=week&from=2024-01-01&to=2024-03-31&compare=true',
    );
  });

  it('falls back to the default on unknown or incomplete values', () => {
    expect(readReportView(new URLSearchParams('period=5y&granularity=hour'))).toEqual(DEFAULT_REPORT_VIEW);
    expect(readReportView(new URLSearchParams('period=custom&from=2024-05-01')).period).toBe('30d');
    expect(readReportView(new URLSearchParams('period=custom&from=2024-05-02&to=2024-05-01')).period).toBe(
      '30d',
    );
  });
});
