import type { ShopSummary } from '@ziskomer/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartOption, EChart } from '../../components/charts/echart.tsx';
import { findIncompleteBucket, markIncompleteBucket } from '../../components/charts/incomplete-bucket.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import { fillDays } from './fill-days.ts';

/**
 * Daily revenue (bars) and margin (line) of the period, with the same numbers as a table. The
 * period ends today, a day still under way: it is marked as incomplete, not drawn as a full day.
 */
export function RevenueTrendCard({ summary }: { summary: ShopSummary }) {
  const { t } = useTranslation(['home', 'analytics']);
  const [asTable, setAsTable] = useState(false);
  const days = fillDays(summary);
  const incomplete = findIncompleteBucket(
    days.map((d) => d.day),
    'day',
    summary.to,
  );
  const build = useCallback(
    (theme: Parameters<Parameters<typeof EChart>[0]['build']>[0]): ChartOption => ({
      animationDuration: 300,
      grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
      legend: { top: 0, right: 0, textStyle: { color: theme.text }, itemWidth: 10, itemHeight: 10 },
      tooltip: {
        trigger: 'axis',
        backgroundColor: theme.tooltipBg,
        borderColor: theme.grid,
        textStyle: { color: theme.tooltipText },
        valueFormatter: (value: unknown) => formatMoney(Number(value), summary.currency),
      },
      xAxis: {
        type: 'category',
        data: days.map((d) => formatDate(d.day).replace(/\s?\d{4}$/, '')),
        axisLine: { lineStyle: { color: theme.grid } },
        axisLabel: { color: theme.text, hideOverlap: true },
        axisTick: { show: false },
      },
      yAxis: {
        type: 'value',
        splitLine: { lineStyle: { color: theme.grid } },
        axisLabel: { color: theme.text, formatter: (value: number) => formatNumber(value) },
      },
      series: markIncompleteBucket(
        [
          {
            name: t('trend.revenue'),
            type: 'bar',
            data: days.map((d) => d.revenue),
            itemStyle: { color: theme.neutral, borderRadius: [3, 3, 0, 0] },
          },
          {
            name: t('trend.margin'),
            type: 'line',
            data: days.map((d) => d.margin),
            smooth: true,
            symbol: 'none',
            lineStyle: { width: 2.5, color: theme.accent },
            itemStyle: { color: theme.accent },
          },
        ],
        incomplete,
        theme,
        t('analytics:incompleteBucket.day'),
      ),
    }),
    [days, incomplete, summary.currency, t],
  );

  return (
    <Card>
      <CardHeader
        title={t('trend.title')}
        description={t('trend.description')}
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setAsTable((value) => !value)}
            aria-pressed={asTable}
          >
            {asTable ? t('trend.showChart') : t('trend.showTable')}
          </Button>
        }
      />
      <div className="px-3 py-3 sm:px-5">
        {asTable ? (
          <div className="max-h-72 overflow-auto">
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-surface text-left text-xs text-muted">
                <tr>
                  <th className="py-2 font-medium">{t('trend.day')}</th>
                  <th className="py-2 text-right font-medium">{t('trend.orders')}</th>
                  <th className="py-2 text-right font-medium">{t('trend.revenue')}</th>
                  <th className="py-2 text-right font-medium">{t('trend.margin')}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d, index) => (
                  <tr key={d.day} className="border-t border-border">
                    <td className="py-1.5">
                      {formatDate(d.day)}
                      {index === incomplete && (
                        <span className="ml-1.5 text-xs text-muted">
                          ({t('analytics:incompleteBucket.row')})
                        </span>
                      )}
                    </td>
                    <td className="py-1.5 text-right">{formatNumber(d.orders)}</td>
                    <td className="py-1.5 text-right">{formatMoney(d.revenue, summary.currency)}</td>
                    <td className="py-1.5 text-right">{formatMoney(d.margin, summary.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <EChart build={build} label={t('trend.chartLabel')} />
        )}
      </div>
    </Card>
  );
}
