import type { ProductMarginReport, ReportMeta } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';

/** The period's margin with its estimated part called out, and the margin % of real figures alone. */
export function MarginMetrics({ data, meta }: { data: ProductMarginReport; meta: ReportMeta }) {
  const { t } = useTranslation('analyticsProducts');
  const { totals } = data;
  const previous = data.previousTotals;
  const percent = (value: number | null) => (value === null ? '—' : formatPercent(value, 1));
  return (
    <MetricGrid>
      <MetricTile
        label={t('margin.metrics.margin')}
        definition={t('margin.metrics.marginDefinition')}
        value={formatMoney(totals.margin, meta.currency)}
        current={totals.margin}
        previous={previous?.margin}
        detail={
          totals.estimatedMargin !== 0 ? (
            <span className="text-warning">
              {t('margin.metrics.marginDetail', {
                value: formatMoney(totals.estimatedMargin, meta.currency),
              })}
            </span>
          ) : undefined
        }
      />
      <MetricTile
        label={t('margin.metrics.marginPercent')}
        definition={t('margin.metrics.marginPercentDefinition')}
        value={percent(totals.marginPercent)}
        current={totals.marginPercent}
        previous={previous ? previous.marginPercent : undefined}
      />
      <MetricTile
        label={t('margin.metrics.realPercent')}
        definition={t('margin.metrics.realPercentDefinition')}
        value={percent(totals.realMarginPercent)}
        current={totals.realMarginPercent}
        previous={previous ? previous.realMarginPercent : undefined}
        detail={t('margin.metrics.realDetail', { value: formatMoney(totals.realRevenue, meta.currency) })}
      />
      <MetricTile
        label={t('margin.metrics.estimatedShare')}
        definition={t('margin.metrics.estimatedShareDefinition')}
        value={formatPercent(
          totals.estimatedShare,
          totals.estimatedShare > 0 && totals.estimatedShare < 0.1 ? 1 : 0,
        )}
        current={totals.estimatedShare}
        previous={previous ? previous.estimatedShare : undefined}
        lowerIsBetter
        detail={t('margin.metrics.estimatedLines', {
          count: totals.estimatedLines,
          formatted: formatNumber(totals.estimatedLines),
        })}
      />
    </MetricGrid>
  );
}
