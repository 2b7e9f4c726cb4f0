import type { CustomerBase, CustomerPeriodFigures } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';
import { shareOf } from './share-of.ts';

/** Active, new and returning customers of the period and the repeat rate, with their definitions. */
export function CustomerMetrics({
  period,
  previous,
  base,
}: {
  period: CustomerPeriodFigures;
  previous: CustomerPeriodFigures | null;
  base: CustomerBase;
}) {
  const { t } = useTranslation('analyticsCustomers');
  const percent = (value: number | null) => (value === null ? '—' : formatPercent(value, 1));
  const compare = <K extends keyof CustomerPeriodFigures>(key: K) =>
    previous ? { current: period[key] as number | null, previous: previous[key] as number | null } : {};
  return (
    <MetricGrid>
      <MetricTile
        label={t('overview.metrics.active')}
        definition={t('overview.definitions.active')}
        value={formatNumber(period.activeCustomers)}
        detail={t('overview.metrics.activeDetail', { count: period.newCustomers })}
        {...compare('activeCustomers')}
      />
      <MetricTile
        label={t('overview.metrics.new')}
        definition={t('overview.definitions.new')}
        value={formatNumber(period.newCustomers)}
        detail={t('overview.metrics.newDetail', {
          share: percent(shareOf(period.newCustomers, period.activeCustomers)),
        })}
        {...compare('newCustomers')}
      />
      <MetricTile
        label={t('overview.metrics.returning')}
        definition={t('overview.definitions.returning')}
        value={formatNumber(period.returningCustomers)}
        detail={t('overview.metrics.returningDetail', {
          share: percent(shareOf(period.returningCustomers, period.activeCustomers)),
        })}
        {...compare('returningCustomers')}
      />
      <MetricTile
        label={t('overview.metrics.repeatRate')}
        definition={t('overview.definitions.repeatRate')}
        value={percent(period.repeatRate)}
        detail={t('overview.metrics.repeatRateDetail', { rate: percent(base.repeatRate) })}
        {...compare('repeatRate')}
      />
    </MetricGrid>
  );
}
