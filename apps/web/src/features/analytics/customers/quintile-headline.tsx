import type { CustomerQuintilesReport } from '@ziskomer/contracts';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';
import { COMPACT_FROM, formatCompactMoney } from './format-compact-money.ts';

/** "The top 20 % of customers bring X % of revenue", then the totals and both ends of the ranking. */
export function QuintileHeadline({
  report,
  currency,
}: {
  report: CustomerQuintilesReport;
  currency: string;
}) {
  const { t } = useTranslation('analyticsCustomers');
  const top = report.quintiles[0];
  const bottom = report.quintiles[4];
  const share = (value: number | undefined) => formatPercent(value ?? 0, 1);
  return (
    <>
      {report.topFifthRevenueShare !== null && top && (
        <section className="flex items-start gap-4 rounded-xl border border-border bg-surface px-5 py-4 shadow-sm">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
            <Crown aria-hidden className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <p className="text-lg font-semibold text-fg sm:text-xl">
              {t('quintiles.headline', { share: formatPercent(report.topFifthRevenueShare, 1) })}
            </p>
            <p className="mt-0.5 text-sm text-muted">
              {t('quintiles.headlineDetail', {
                customers: formatNumber(top.customers),
                total: formatNumber(report.customers),
                revenue: formatMoney(top.revenue, currency),
              })}
            </p>
          </div>
        </section>
      )}
      <MetricGrid>
        <MetricTile
          label={t('quintiles.metrics.customers')}
          definition={t('quintiles.definitions.customers')}
          value={formatNumber(report.customers)}
        />
        <MetricTile
          label={t('quintiles.metrics.revenue')}
          definition={t('quintiles.definitions.revenue')}
          value={formatCompactMoney(report.revenue, currency)}
          detail={
            report.revenue >= COMPACT_FROM
              ? t('quintiles.metrics.revenueDetail', { revenue: formatMoney(report.revenue, currency) })
              : undefined
          }
        />
        <MetricTile
          label={t('quintiles.metrics.top')}
          definition={t('quintiles.definitions.quintiles')}
          value={share(top?.revenueShare)}
          detail={t('customersCount', { count: top?.customers ?? 0 })}
        />
        <MetricTile
          label={t('quintiles.metrics.bottom')}
          definition={t('quintiles.definitions.quintiles')}
          value={share(bottom?.revenueShare)}
          detail={t('customersCount', { count: bottom?.customers ?? 0 })}
        />
      </MetricGrid>
    </>
  );
}
