import type { CustomerRfmReport } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';
import { sumSegments } from './sum-segments.ts';

/** Scored customers, and the best, the endangered and the sleeping ones taken together. */
export function RfmMetrics({ report, currency }: { report: CustomerRfmReport; currency: string }) {
  const { t } = useTranslation('analyticsCustomers');
  const best = sumSegments(report.segments, ['champions', 'loyal']);
  const risk = sumSegments(report.segments, ['atRisk', 'cantLose']);
  const sleeping = sumSegments(report.segments, ['hibernating', 'lost']);
  return (
    <MetricGrid>
      <MetricTile
        label={t('rfm.metrics.customers')}
        definition={t('rfm.definitions.customers')}
        value={formatNumber(report.customers)}
        detail={t('rfm.metrics.customersDetail', { revenue: formatMoney(report.revenue, currency) })}
      />
      <MetricTile
        label={t('rfm.metrics.best')}
        definition={t('rfm.definitions.best')}
        value={formatNumber(best.customers)}
        detail={t('rfm.metrics.bestDetail', { share: formatPercent(best.revenueShare, 1) })}
      />
      <MetricTile
        label={t('rfm.metrics.risk')}
        definition={t('rfm.definitions.risk')}
        value={formatNumber(risk.customers)}
        detail={t('rfm.metrics.riskDetail', { share: formatPercent(risk.revenueShare, 1) })}
      />
      <MetricTile
        label={t('rfm.metrics.sleeping')}
        definition={t('rfm.definitions.sleeping')}
        value={formatNumber(sleeping.customers)}
        detail={t('rfm.metrics.sleepingDetail', { share: formatPercent(sleeping.customerShare, 1) })}
      />
    </MetricGrid>
  );
}
