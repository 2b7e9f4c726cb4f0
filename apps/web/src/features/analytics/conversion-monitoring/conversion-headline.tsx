import type { ConversionMonitoringReport } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';
import { formatConversions, formatShare } from './format-conversion.ts';

/** The whole shop in the period: orders, what tracking caught, its share, what the platforms claimed. */
export function ConversionHeadline({ report }: { report: ConversionMonitoringReport }) {
  const { t } = useTranslation('conversionMonitoring');
  const { totals } = report;
  return (
    <MetricGrid>
      <MetricTile
        label={t('metrics.orders')}
        definition={t('definitions.orders')}
        value={formatNumber(totals.orders)}
        detail={totals.orders === 0 ? t('metrics.noOrders') : undefined}
      />
      <MetricTile
        label={t('metrics.tracked')}
        definition={t('definitions.tracked')}
        value={formatNumber(totals.tracked)}
        detail={t('metrics.trackedDetail')}
      />
      <MetricTile
        label={t('metrics.trackedShare')}
        definition={t('definitions.trackedShare')}
        value={formatShare(totals.trackedShare)}
      />
      <MetricTile
        label={t('metrics.reported')}
        definition={t('definitions.reported')}
        value={report.hasAdSpend ? formatConversions(totals.reported) : '—'}
        detail={
          report.hasAdSpend
            ? t('metrics.reportedDetail', { share: formatShare(totals.reportedShare) })
            : t('metrics.noSpend')
        }
      />
    </MetricGrid>
  );
}
