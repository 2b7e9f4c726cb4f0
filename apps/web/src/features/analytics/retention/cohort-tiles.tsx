import type { CustomerCohortsReport } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';

/**
 * Customers in the cohorts, retention after 1 and 3 months, revenue per customer over 6 months:
 * averages over finished months only (a month no finished cell reaches yet is not listed).
 */
export function CohortTiles({ data, currency }: { data: CustomerCohortsReport; currency: string }) {
  const { t } = useTranslation('analyticsRetention');
  const none = t('none');
  const retentionTile = (months: number) => {
    const average = data.averages.find((entry) => entry.offset === months);
    return (
      <MetricTile
        label={t('cohorts.tiles.retention', { months })}
        definition={t('cohorts.tiles.retentionDefinition', { months })}
        value={average?.retention != null ? formatPercent(average.retention, 1) : none}
        detail={
          average
            ? t('cohorts.tiles.retentionDetail', {
                count: average.cohorts,
                value: formatNumber(average.cohorts),
              })
            : t('cohorts.tiles.notYet')
        }
      />
    );
  };
  const sixMonths = data.averages.find((entry) => entry.offset === 6);
  return (
    <MetricGrid>
      <MetricTile
        label={t('cohorts.tiles.customers')}
        definition={t('cohorts.tiles.customersDefinition')}
        value={formatNumber(data.totals.customers)}
        detail={t('cohorts.tiles.customersDetail', {
          count: data.cohorts.length,
          value: formatNumber(data.cohorts.length),
        })}
      />
      {retentionTile(1)}
      {retentionTile(3)}
      <MetricTile
        label={t('cohorts.tiles.ltv')}
        definition={t('cohorts.tiles.ltvDefinition')}
        value={
          sixMonths?.cumulativeRevenuePerCustomer != null
            ? formatMoney(sixMonths.cumulativeRevenuePerCustomer, currency)
            : none
        }
        detail={
          sixMonths
            ? t('cohorts.tiles.ltvDetail', {
                count: sixMonths.cohorts,
                value: formatNumber(sixMonths.cohorts),
              })
            : t('cohorts.tiles.notYet')
        }
      />
    </MetricGrid>
  );
}
