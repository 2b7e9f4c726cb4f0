import type { ConversionCounts, MonitoredSeries, TrackingBreakAlert } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { findIncompleteBucket, markIncompleteBucket } from '../../../components/charts/incomplete-bucket.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { formatBucket, formatPeriod } from '../shared/format-period.ts';
import { breakSpan, formatConversions, formatShare } from './format-conversion.ts';
import { useConversionCsvHeader } from './use-conversion-csv-header.ts';
import { useSeriesName } from './use-series-name.ts';

/** One monitored series: the whole shop or a channel, with its days and its share over the period. */
export interface MonitoredDays {
  channel: MonitoredSeries;
  trackedShare: number | null;
  days: (ConversionCounts & { day: string })[];
}

/**
 * One channel (or the whole shop) day by day: orders as bars, the tracked and the reported
 * conversions as lines, and the days of a tracking break shaded, so the moment the lines part is
 * easy to see.
 */
export function ChannelTrendCard({
  channel,
  breaks,
  today,
  className,
}: {
  channel: MonitoredDays;
  breaks: TrackingBreakAlert[];
  /** Today in the shop's zone: a day still under way, marked so. */
  today: string;
  className?: string;
}) {
  const { t } = useTranslation(['conversionMonitoring', 'analytics']);
  const incomplete = findIncompleteBucket(
    channel.days.map((row) => row.day),
    'day',
    today,
  );
  const name = useSeriesName()(channel.channel);
  const header = useConversionCsvHeader();
  const day = (iso: string) => formatPeriod({ from: iso, to: iso });

  const build = useCallback(
    (theme: Parameters<Parameters<typeof EChart>[0]['build']>[0]): ChartOption => {
      const areas = breaks
        .map((entry) => breakSpan(channel.days, entry))
        .filter((span) => span !== null)
        .map(([from, to]) => [{ xAxis: from }, { xAxis: to }]);
      const count = (value: unknown) => formatNumber(Number(value));
      return {
        animationDuration: 300,
        grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
        legend: { top: 0, right: 0, textStyle: { color: theme.text }, itemWidth: 10, itemHeight: 10 },
        tooltip: {
          trigger: 'axis',
          backgroundColor: theme.tooltipBg,
          borderColor: theme.grid,
          textStyle: { color: theme.tooltipText },
        },
        xAxis: {
          type: 'category',
          data: channel.days.map((row) => formatBucket(row.day, 'day')),
          axisLine: { lineStyle: { color: theme.grid } },
          axisLabel: { color: theme.text, hideOverlap: true },
          axisTick: { show: false },
        },
        yAxis: {
          type: 'value',
          minInterval: 1,
          splitLine: { lineStyle: { color: theme.grid } },
          axisLabel: { color: theme.text, formatter: (value: number) => formatNumber(value) },
        },
        series: markIncompleteBucket(
          [
            {
              name: t('chart.orders'),
              type: 'bar',
              data: channel.days.map((row) => row.orders),
              itemStyle: { color: theme.neutral, borderRadius: [3, 3, 0, 0] },
              barMaxWidth: 28,
              tooltip: { valueFormatter: count },
              markArea: {
                silent: true,
                itemStyle: { color: theme.danger, opacity: 0.1 },
                label: { color: theme.danger, position: 'insideTop', fontSize: 11 },
                data: areas.map(([from, to]) => [{ ...from, name: t('chart.break') }, to]),
              },
            },
            {
              name: t('chart.tracked'),
              type: 'line',
              data: channel.days.map((row) => row.tracked),
              symbol: 'circle',
              symbolSize: 4,
              // Dots help on a month of days; on a year they would only blur the line.
              showSymbol: channel.days.length <= 31,
              lineStyle: { width: 2.5, color: theme.accent },
              itemStyle: { color: theme.accent },
              tooltip: { valueFormatter: count },
            },
            {
              name: t('chart.reported'),
              type: 'line',
              data: channel.days.map((row) => row.reported),
              symbol: 'none',
              lineStyle: { width: 2, type: 'dashed', color: theme.text },
              itemStyle: { color: theme.text },
              tooltip: { valueFormatter: (value: unknown) => formatConversions(Number(value)) },
            },
          ],
          incomplete,
          theme,
          t('analytics:incompleteBucket.day'),
        ),
      };
    },
    [channel, breaks, incomplete, t],
  );

  return (
    <ChartCard
      className={className}
      title={name}
      description={
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>
            {t('table.trackedShare')}: <span className="tabular">{formatShare(channel.trackedShare)}</span>
          </span>
          {breaks.map((entry) => (
            <Badge key={entry.startDay} tone={entry.ongoing ? 'danger' : 'warning'}>
              {entry.ongoing
                ? t('chart.breakSince', { date: day(entry.startDay) })
                : t('chart.breakRange', { from: day(entry.startDay), to: day(entry.lastDay) })}
            </Badge>
          ))}
        </span>
      }
      definition={t('definitions.trackedShare')}
      actions={
        <CsvButton
          fileName={`${t('csv.file')}-${channel.channel}.csv`}
          header={header}
          rows={channel.days.map((row) => [
            row.day,
            name,
            row.orders,
            row.tracked,
            row.trackedShare,
            row.reported,
            row.reportedShare,
          ])}
          label="CSV"
        />
      }
      chart={<EChart build={build} height={240} label={t('chart.label', { channel: name })} />}
      table={
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-surface text-left text-xs text-muted">
            <tr>
              <th className="py-2 font-medium">{t('table.day')}</th>
              <th className="py-2 text-right font-medium">{t('table.orders')}</th>
              <th className="py-2 text-right font-medium">{t('table.tracked')}</th>
              <th className="py-2 text-right font-medium">{t('table.trackedShare')}</th>
              <th className="py-2 text-right font-medium">{t('table.reported')}</th>
            </tr>
          </thead>
          <tbody>
            {channel.days.map((row) => (
              <tr key={row.day} className="border-t border-border">
                <td className="py-1.5">{formatBucket(row.day, 'day')}</td>
                <td className="py-1.5 text-right tabular">{formatNumber(row.orders)}</td>
                <td className="py-1.5 text-right tabular">{formatNumber(row.tracked)}</td>
                <td className="py-1.5 text-right tabular">{formatShare(row.trackedShare)}</td>
                <td className="py-1.5 text-right tabular">{formatConversions(row.reported)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
