import type { ProductsReport, ReportMeta } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';

/** Headline figures of the period's order lines, against the previous period when comparing. */
export function ProductMetrics({ data, meta }: { data: ProductsReport; meta: ReportMeta }) {
  const { t } = useTranslation('analyticsProducts');
  const { totals } = data;
  const previous = data.previousTotals;
  return (
    <MetricGrid>
      <MetricTile
        label={t('products.metrics.revenue')}
        definition={t('products.metrics.revenueDefinition')}
        value={formatMoney(totals.revenue, meta.currency)}
        current={totals.revenue}
        previous={previous?.revenue}
        detail={t('products.metrics.withoutVat', {
          value: formatMoney(totals.revenueWithoutVat, meta.currency),
        })}
      />
      <MetricTile
        label={t('products.metrics.margin')}
        definition={t('products.metrics.marginDefinition')}
        value={formatMoney(totals.margin, meta.currency)}
        current={totals.margin}
        previous={previous?.margin}
        detail={
          totals.marginPercent === null
            ? undefined
            : t('products.metrics.marginDetail', { percent: formatPercent(totals.marginPercent, 1) })
        }
      />
      <MetricTile
        label={t('products.metrics.quantity')}
        definition={t('products.metrics.quantityDefinition')}
        value={formatNumber(totals.quantity)}
        current={totals.quantity}
        previous={previous?.quantity}
      />
      <MetricTile
        label={t('products.metrics.products')}
        definition={t('products.metrics.productsDefinition')}
        value={formatNumber(totals.products)}
        current={totals.products}
        previous={previous?.products}
        detail={t('products.metrics.categories', { count: totals.categories })}
      />
    </MetricGrid>
  );
}
