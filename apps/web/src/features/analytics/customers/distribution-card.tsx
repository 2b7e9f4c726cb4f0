import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox, tooltipLine } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { shareOf } from './share-of.ts';
import { INSET_TABLE } from './table-style.ts';

export interface DistributionRow {
  key: string;
  label: string;
  customers: number;
  revenue: number;
  color: string;
}

/**
 * Customers split into a few groups (tiers, churn risk): a donut with the total in its middle
 * and a legend with customers, share and revenue beside it (below it on phones).
 */
export function DistributionCard({
  title,
  description,
  definition,
  chartLabel,
  rows,
  currency,
}: {
  title: string;
  description: string;
  definition: string;
  chartLabel: string;
  rows: DistributionRow[];
  currency: string;
}) {
  const { t } = useTranslation('analyticsCustomers');
  const total = rows.reduce((sum, row) => sum + row.customers, 0);
  const build = useCallback(
    (theme: ChartTheme): ChartOption => ({
      animationDuration: 300,
      tooltip: {
        trigger: 'item',
        ...tooltipBox(theme),
        formatter: (item: { dataIndex: number }) => {
          const row = rows[item.dataIndex];
          return row
            ? tooltipLine(row.color, row.label, t('customersCount', { count: row.customers })) +
                tooltipLine('transparent', '', formatMoney(row.revenue, currency))
            : '';
        },
      },
      series: [
        {
          type: 'pie',
          radius: ['58%', '84%'],
          avoidLabelOverlap: true,
          label: { show: false },
          itemStyle: { borderColor: theme.tooltipBg, borderWidth: 2 },
          data: rows.map((row) => ({
            name: row.label,
            value: row.customers,
            itemStyle: { color: row.color },
          })),
        },
      ],
    }),
    [rows, currency, t],
  );

  const legend = (
    <table className={INSET_TABLE}>
      <thead className="text-left text-xs text-muted">
        <tr>
          <th className="py-1.5 font-medium">{t('overview.distribution.group')}</th>
          <th className="py-1.5 text-right font-medium">{t('overview.distribution.customers')}</th>
          <th className="py-1.5 text-right font-medium">{t('overview.distribution.revenue')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-border">
            <td className="py-2">
              <span className="flex items-center gap-2">
                <span
                  aria-hidden
                  className="h-2.5 w-2.5 shrink-0 rounded-sm"
                  style={{ background: row.color }}
                />
                {row.label}
              </span>
            </td>
            <td className="py-2 text-right">
              {formatNumber(row.customers)}
              <span className="ml-1.5 text-xs text-muted">
                {formatPercent(shareOf(row.customers, total) ?? 0, 0)}
              </span>
            </td>
            <td className="py-2 text-right">{formatMoney(row.revenue, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <ChartCard
      title={title}
      description={description}
      definition={definition}
      chart={
        <div className="grid items-center gap-4 sm:grid-cols-[minmax(0,200px)_1fr]">
          <div className="relative">
            <EChart build={build} height={200} label={chartLabel} />
            <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
              <span className="text-xl font-semibold text-fg tabular">{formatNumber(total)}</span>
              <span className="text-xs text-muted">{t('overview.distribution.customers')}</span>
            </div>
          </div>
          {legend}
        </div>
      }
    />
  );
}
