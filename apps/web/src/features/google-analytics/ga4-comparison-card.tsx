import type { GoogleAnalyticsOverview } from '@ziskomer/contracts';
import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import { FiguresTableCard } from '../google-products/figures-table-card.tsx';

type Row = GoogleAnalyticsOverview['byDay'][number] & { source?: string; medium?: string };

/**
 * GA4 beside the shop's orders, one row per source or day: sessions, GA4's conversions and
 * revenue, the shop's orders and revenue, and the revenue gap (GA4 − shop) in red when GA4 sees
 * less than the shop booked.
 */
export function Ga4ComparisonCard({
  title,
  description,
  empty,
  rows,
  currency,
  kind,
}: {
  title: string;
  description: string;
  empty: string;
  rows: Row[];
  currency: string;
  kind: 'source' | 'day';
}) {
  const { t } = useTranslation('googleAnalytics');
  const money = (value: number) => formatMoney(value, currency);
  return (
    <FiguresTableCard<Row>
      title={title}
      description={description}
      empty={empty}
      icon={BarChart3}
      rows={rows}
      rowKey={(row) => (kind === 'source' ? (row.source ?? '') : row.day)}
      minWidth="52rem"
      columns={[
        {
          label: kind === 'source' ? t('columns.source') : t('columns.day'),
          render: (row) =>
            kind === 'source' ? (
              <span>
                {row.source}
                {row.medium && <span className="ml-2 text-xs font-normal text-muted">{row.medium}</span>}
              </span>
            ) : (
              formatDate(row.day)
            ),
        },
        { label: t('columns.sessions'), numeric: true, render: (row) => formatNumber(row.sessions) },
        { label: t('columns.users'), numeric: true, render: (row) => formatNumber(row.users) },
        {
          label: t('columns.ga4Conversions'),
          numeric: true,
          render: (row) => formatNumber(row.ga4Conversions, 1),
        },
        { label: t('columns.ga4Revenue'), numeric: true, render: (row) => money(row.ga4Revenue) },
        { label: t('columns.orders'), numeric: true, render: (row) => formatNumber(row.orders) },
        { label: t('columns.revenue'), numeric: true, render: (row) => money(row.revenue) },
        {
          label: t('columns.difference'),
          numeric: true,
          render: (row) => {
            const gap = row.ga4Revenue - row.revenue;
            return (
              <span className={cn(gap < 0 ? 'text-danger' : 'text-fg')}>
                {gap > 0 ? '+' : ''}
                {money(gap)}
              </span>
            );
          },
        },
      ]}
    />
  );
}
