import type { CustomerStats } from '@ziskomer/contracts';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { ChangeLabel } from '../shared/metric-tile.tsx';

/** SPEC §9 "Stats": the last 24 hours and the last 30 days against the 30 before, as of now. */
export function CustomerStatsCard({ stats, currency }: { stats: CustomerStats; currency: string }) {
  const { t } = useTranslation('analyticsCustomers');
  const growth = (value: number | null) =>
    value === null ? (
      <span className="text-xs text-muted">{t('overview.stats.noGrowth')}</span>
    ) : (
      <ChangeLabel change={value} />
    );
  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader
        title={
          <span className="flex items-center gap-1.5">
            {t('overview.stats.title')}
            <Tooltip content={t('overview.definitions.stats')}>
              <button
                type="button"
                className="rounded text-muted/80 hover:text-fg"
                aria-label={t('analytics:definitionOf', { metric: t('overview.stats.title') })}
              >
                <Info aria-hidden className="h-4 w-4" />
              </button>
            </Tooltip>
          </span>
        }
        description={t('overview.stats.description')}
      />
      <dl className="grid flex-1 divide-y divide-border px-5">
        <Stat
          label={t('overview.stats.last24h')}
          value={formatNumber(stats.ordersLast24h)}
          detail={t('overview.stats.last24hDetail', { revenue: formatMoney(stats.revenueLast24h, currency) })}
        />
        <Stat
          label={t('overview.stats.orders30')}
          value={formatNumber(stats.last30Days.orders)}
          detail={t('overview.stats.previous30', { value: formatNumber(stats.previous30Days.orders) })}
          change={growth(stats.ordersGrowth)}
        />
        <Stat
          label={t('overview.stats.revenue30')}
          value={formatMoney(stats.last30Days.revenue, currency)}
          detail={t('overview.stats.previous30', {
            value: formatMoney(stats.previous30Days.revenue, currency),
          })}
          change={growth(stats.revenueGrowth)}
        />
      </dl>
    </Card>
  );
}

function Stat({
  label,
  value,
  detail,
  change,
}: {
  label: string;
  value: string;
  detail: string;
  change?: ReactNode;
}) {
  return (
    // A grid, not nested boxes: a <dl>'s groups may hold only their <dt> and <dd> elements.
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-1 py-3.5">
      <dt className="text-sm font-medium text-fg">{label}</dt>
      <dd className="text-right text-lg font-semibold text-fg tabular">{value}</dd>
      <dd className="col-span-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-0.5 text-xs text-muted">
        <span>{detail}</span>
        {change}
      </dd>
    </div>
  );
}
