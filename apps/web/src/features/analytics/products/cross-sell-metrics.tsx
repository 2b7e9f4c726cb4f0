import type { ProductCrossSellReport, ReportMeta } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';

/** Baskets of the period: how many, how many hold several products and what those are worth. */
export function CrossSellMetrics({ data, meta }: { data: ProductCrossSellReport; meta: ReportMeta }) {
  const { t } = useTranslation('analyticsProducts');
  const { totals } = data;
  const multiShare = totals.orders > 0 ? totals.multiProductOrders / totals.orders : null;
  const multiAverage =
    totals.multiProductOrders > 0 ? totals.multiProductRevenue / totals.multiProductOrders : null;
  const average = totals.orders > 0 ? totals.revenue / totals.orders : null;
  return (
    <MetricGrid>
      <MetricTile
        label={t('crossSell.metrics.baskets')}
        definition={t('crossSell.metrics.basketsDefinition')}
        value={formatNumber(totals.orders)}
      />
      <MetricTile
        label={t('crossSell.metrics.multi')}
        definition={t('crossSell.metrics.multiDefinition')}
        value={formatNumber(totals.multiProductOrders)}
        detail={
          multiShare === null
            ? undefined
            : t('crossSell.metrics.multiDetail', { share: formatPercent(multiShare, 1) })
        }
      />
      <MetricTile
        label={t('crossSell.metrics.multiValue')}
        definition={t('crossSell.metrics.multiValueDefinition')}
        value={multiAverage === null ? '—' : formatMoney(multiAverage, meta.currency)}
        detail={
          average === null
            ? undefined
            : t('crossSell.metrics.multiValueDetail', { value: formatMoney(average, meta.currency) })
        }
      />
      <MetricTile
        label={t('crossSell.metrics.pairs')}
        definition={t('crossSell.metrics.pairsDefinition')}
        value={formatNumber(totals.pairs)}
        detail={t('crossSell.metrics.pairsDetail', { count: data.minPairOrders })}
      />
    </MetricGrid>
  );
}
