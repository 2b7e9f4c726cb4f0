import type { ConversionMonitoringReport, MonitoredSeries, TrackingBreakAlert } from '@ziskomer/contracts';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import type { CsvCell } from '../shared/download-csv.ts';

/** A share of orders as a percentage; '—' when there were no orders to divide by. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : formatPercent(share, share < 0.1 && share > 0 ? 1 : 0);
}

/** Reported conversions keep their decimals (platforms split a conversion between clicks). */
export function formatConversions(value: number): string {
  return formatNumber(value, Number.isInteger(value) ? 0 : 1);
}

/** The breaks of one channel (or of the whole shop, 'all'), newest last. */
export function breaksOf(report: ConversionMonitoringReport, series: MonitoredSeries) {
  return report.breaks.filter((entry) => entry.channel === series);
}

/**
 * The days of a break inside the period, as the first and last index of `days` (for a marked
 * area on the chart); null when none of its days are in the period. An ongoing break lasts to
 * the end of the period.
 */
export function breakSpan(
  days: readonly { day: string }[],
  entry: TrackingBreakAlert,
): [number, number] | null {
  const last = entry.ongoing ? days[days.length - 1]?.day : entry.lastDay;
  if (!last) return null;
  const from = days.findIndex((row) => row.day >= entry.startDay);
  let to = -1;
  for (let index = days.length - 1; index >= 0; index -= 1) {
    if (days[index]!.day <= last) {
      to = index;
      break;
    }
  }
  return from === -1 || to < from ? null : [from, to];
}

/** Every day of the whole shop, then of every channel, as CSV cells (see useConversionCsvHeader). */
export function conversionCsvRows(
  report: ConversionMonitoringReport,
  seriesName: (series: MonitoredSeries) => string,
): CsvCell[][] {
  return [{ channel: 'all' as const, days: report.days }, ...report.channels].flatMap((row) =>
    row.days.map((day) => [
      day.day,
      seriesName(row.channel),
      day.orders,
      day.tracked,
      day.trackedShare,
      day.reported,
      day.reportedShare,
    ]),
  );
}
