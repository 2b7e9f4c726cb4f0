import type { CustomerRepeatOrdersReport } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';

export function RepeatTiles({ data }: { data: CustomerRepeatOrdersReport }) {
  const { t } = useTranslation('analyticsRetention');
  const none = t('none');
  const days = (value: number | null) =>
    value === null
      ? none
      : t('days', { count: Math.round(value), value: formatNumber(value, value % 1 ? 1 : 0) });
  return (
    <MetricGrid>
      <MetricTile
        label={t('repeat.tiles.customers')}
        definition={t('repeat.tiles.customersDefinition')}
        value={formatNumber(data.customers)}
      />
      <MetricTile
        label={t('repeat.tiles.repeatRate')}
        definition={t('repeat.tiles.repeatRateDefinition')}
        value={data.repeatRate === null ? none : formatPercent(data.repeatRate, 1)}
        detail={t('repeat.tiles.repeatDetail', { value: formatNumber(data.repeatCustomers) })}
      />
      <MetricTile
        label={t('repeat.tiles.firstToSecond')}
        definition={t('repeat.tiles.firstToSecondDefinition')}
        value={days(data.firstToSecond.medianDays)}
        detail={
          data.firstToSecond.averageDays === null
            ? undefined
            : t('repeat.tiles.average', { value: days(data.firstToSecond.averageDays) })
        }
      />
      <MetricTile
        label={t('repeat.tiles.secondToThird')}
        definition={t('repeat.tiles.secondToThirdDefinition')}
        value={days(data.secondToThird.medianDays)}
        detail={
          data.secondToThird.averageDays === null
            ? undefined
            : t('repeat.tiles.average', { value: days(data.secondToThird.averageDays) })
        }
      />
    </MetricGrid>
  );
}
