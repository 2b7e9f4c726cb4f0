import type { RevenueQuintile } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox, tooltipLine } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { CARD_TABLE } from './table-style.ts';

/** The five fifths of customers, each one's share of revenue as a bar. */
export function QuintileShareCard({
  quintiles,
  currency,
}: {
  quintiles: RevenueQuintile[];
  currency: string;
}) {
  const { t } = useTranslation('analyticsCustomers');
  const name = useCallback((quintile: number) => t(`quintiles.names.${quintile}`), [t]);

  const build = useCallback(
    (theme: ChartTheme): ChartOption => ({
      animationDuration: 300,
      grid: { left: 8, right: 16, top: 24, bottom: 4, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow', shadowStyle: { opacity: 0.3 } },
        ...tooltipBox(theme),
        formatter: (items: { dataIndex: number }[]) => {
          const row = quintiles[items[0]?.dataIndex ?? 0];
          if (!row) return '';
          return (
            `<div style="font-weight:600;margin-bottom:2px">${name(row.quintile)}</div>` +
            tooltipLine(theme.accent, t('quintiles.table.revenueShare'), formatPercent(row.revenueShare, 1)) +
            tooltipLine('transparent', t('quintiles.table.revenue'), formatMoney(row.revenue, currency)) +
            tooltipLine('transparent', t('quintiles.table.customers'), formatNumber(row.customers))
          );
        },
      },
      xAxis: {
        type: 'category',
        data: quintiles.map((row) => name(row.quintile)),
        axisLine: { lineStyle: { color: theme.grid } },
        axisTick: { show: false },
        // "Horních 20 %" breaks after its word so that five labels fit a phone.
        axisLabel: {
          color: theme.text,
          interval: 0,
          fontSize: 11,
          lineHeight: 14,
          formatter: (label: string) => label.replace(/^(\p{L}+) /u, '$1\n'),
        },
      },
      yAxis: {
        type: 'value',
        max: 1,
        splitLine: { lineStyle: { color: theme.grid } },
        axisLabel: { color: theme.text, formatter: (value: number) => formatPercent(value) },
      },
      series: [
        {
          type: 'bar',
          barMaxWidth: 56,
          data: quintiles.map((row, index) => ({
            value: row.revenueShare,
            itemStyle: {
              color: theme.accent,
              opacity: 1 - index * 0.16,
              borderRadius: [4, 4, 0, 0],
            },
          })),
          label: {
            show: true,
            position: 'top',
            color: theme.text,
            fontSize: 11,
            formatter: (item: { value: number }) => formatPercent(item.value, 1),
          },
        },
      ],
    }),
    [quintiles, currency, name, t],
  );

  return (
    <ChartCard
      title={t('quintiles.chart.title')}
      description={t('quintiles.chart.description')}
      definition={t('quintiles.definitions.quintiles')}
      chart={<EChart build={build} height={320} label={t('quintiles.chart.chartLabel')} />}
    />
  );
}

/** Every figure of the five fifths, exportable as CSV. */
export function QuintileTableCard({
  quintiles,
  currency,
}: {
  quintiles: RevenueQuintile[];
  currency: string;
}) {
  const { t } = useTranslation('analyticsCustomers');
  const name = (quintile: number) => t(`quintiles.names.${quintile}`);
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, currency));
  const range = (row: RevenueQuintile) =>
    row.minRevenue === null || row.maxRevenue === null
      ? '—'
      : row.minRevenue === row.maxRevenue
        ? money(row.minRevenue)
        : `${money(row.minRevenue)} – ${money(row.maxRevenue)}`;
  const header = [
    t('quintiles.table.quintile'),
    t('quintiles.table.customers'),
    t('quintiles.table.revenue'),
    t('quintiles.table.revenueShare'),
    t('quintiles.table.averageRevenue'),
    t('quintiles.table.averageOrders'),
    t('quintiles.table.range'),
  ];
  const csvRows = quintiles.map((row) => [
    name(row.quintile),
    row.customers,
    row.revenue,
    row.revenueShare,
    row.averageRevenue,
    row.averageOrders,
    range(row),
  ]);

  return (
    <ChartCard
      title={t('quintiles.table.title')}
      description={t('quintiles.table.description')}
      definition={t('quintiles.definitions.quintiles')}
      actions={<CsvButton fileName={t('quintiles.table.csvName')} header={header} rows={csvRows} />}
      chart={
        <div className="-mx-3 overflow-x-auto sm:-mx-5">
          <table className={cn(CARD_TABLE, 'min-w-[640px]')}>
            <thead className="text-left text-xs text-muted">
              <tr>
                <th className="py-2 font-medium">{t('quintiles.table.quintile')}</th>
                <th className="py-2 text-right font-medium">{t('quintiles.table.customers')}</th>
                <th className="py-2 text-right font-medium">{t('quintiles.table.revenue')}</th>
                <th className="py-2 text-right font-medium">{t('quintiles.table.revenueShare')}</th>
                <th className="py-2 text-right font-medium">{t('quintiles.table.averageRevenue')}</th>
                <th className="py-2 text-right font-medium">{t('quintiles.table.averageOrders')}</th>
                <th className="py-2 text-right font-medium">{t('quintiles.table.range')}</th>
              </tr>
            </thead>
            <tbody>
              {quintiles.map((row) => (
                <tr key={row.quintile} className="border-t border-border">
                  <td className="py-2.5 font-medium whitespace-nowrap text-fg">{name(row.quintile)}</td>
                  <td className="py-2.5 text-right">{formatNumber(row.customers)}</td>
                  <td className="py-2.5 text-right">{formatMoney(row.revenue, currency)}</td>
                  <td className="py-2.5 text-right">
                    <span className="inline-flex items-center justify-end gap-2">
                      <span
                        aria-hidden
                        className="hidden h-1.5 w-16 overflow-hidden rounded-full bg-surface-2 md:block"
                      >
                        <span
                          className="block h-full rounded-full bg-accent/70"
                          style={{ width: `${Math.min(1, row.revenueShare) * 100}%` }}
                        />
                      </span>
                      <span className="w-12">{formatPercent(row.revenueShare, 1)}</span>
                    </span>
                  </td>
                  <td className="py-2.5 text-right">{money(row.averageRevenue)}</td>
                  <td className="py-2.5 text-right">
                    {row.averageOrders === null ? '—' : formatNumber(row.averageOrders, 1)}
                  </td>
                  <td className="py-2.5 text-right whitespace-nowrap text-muted">{range(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
    />
  );
}
