import type { ConversionCounts, ConversionMonitoringReport, MonitoredSeries } from '@ziskomer/contracts';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { formatPeriod } from '../shared/format-period.ts';
import { breaksOf, conversionCsvRows, formatConversions, formatShare } from './format-conversion.ts';
import { useConversionCsvHeader } from './use-conversion-csv-header.ts';
import { useSeriesName } from './use-series-name.ts';

/**
 * The period's totals of the whole shop and of each channel with its state, the daily CSV and
 * the rule that decides a break.
 */
export function ChannelsTableCard({ report }: { report: ConversionMonitoringReport }) {
  const { t } = useTranslation('conversionMonitoring');
  const header = useConversionCsvHeader();
  const seriesName = useSeriesName();
  const day = (iso: string) => formatPeriod({ from: iso, to: iso });
  const rows: (ConversionCounts & { channel: MonitoredSeries })[] = [
    { channel: 'all', ...report.totals },
    ...report.channels,
  ];

  return (
    <Card className="min-w-0 overflow-hidden">
      <CardHeader
        title={t('table.title')}
        description={t('table.description')}
        actions={
          <CsvButton
            fileName={`${t('csv.file')}.csv`}
            header={header}
            rows={conversionCsvRows(report, seriesName)}
          />
        }
      />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[680px] text-sm">
          <thead className="whitespace-nowrap bg-surface-2/60 text-left text-xs text-muted">
            <tr>
              <th className="px-5 py-2.5 font-medium">{t('table.channel')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('table.orders')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('table.tracked')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('table.trackedShare')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('table.reported')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('table.reportedShare')}</th>
              <th className="px-5 py-2.5 font-medium">{t('table.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const latest = breaksOf(report, row.channel).at(-1);
              return (
                <tr
                  key={row.channel}
                  className={cn('border-t border-border', row.channel === 'all' && 'bg-surface-2/30')}
                >
                  <th scope="row" className="whitespace-nowrap px-5 py-2.5 text-left font-medium text-fg">
                    {seriesName(row.channel)}
                  </th>
                  <td className="px-3 py-2.5 text-right tabular">{formatNumber(row.orders)}</td>
                  <td className="px-3 py-2.5 text-right tabular">{formatNumber(row.tracked)}</td>
                  <td className="px-3 py-2.5 text-right tabular">{formatShare(row.trackedShare)}</td>
                  <td className="px-3 py-2.5 text-right tabular">{formatConversions(row.reported)}</td>
                  <td className="px-3 py-2.5 text-right tabular">{formatShare(row.reportedShare)}</td>
                  <td className="whitespace-nowrap px-5 py-2.5">
                    {!latest ? (
                      <Badge tone="accent">{t('table.ok')}</Badge>
                    ) : latest.ongoing ? (
                      <Badge tone="danger">{t('table.broken', { date: day(latest.startDay) })}</Badge>
                    ) : (
                      <Badge tone="warning">
                        {t('table.recovered', { from: day(latest.startDay), to: day(latest.lastDay) })}
                      </Badge>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex gap-2.5 border-t border-border px-5 py-3.5 text-xs text-muted">
        <Info aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0" />
        <p>
          <span className="font-medium text-fg">{t('rule.title')}. </span>
          {t('rule.text', {
            minOrders: report.rule.minDayOrders,
            days: report.rule.baselineDays,
            minDays: report.rule.minBaselineDays,
            ratio: formatPercent(report.rule.dropRatio),
            chance: formatPercent(report.rule.maxChance, 1),
          })}
        </p>
      </div>
    </Card>
  );
}
