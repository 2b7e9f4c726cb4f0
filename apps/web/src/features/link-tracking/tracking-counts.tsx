import type { OrderEventCounts } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { MetricGrid, MetricTile } from '../analytics/shared/metric-tile.tsx';

/** The link-tracking counts (SPEC §7): total, paired and unpaired without test rows, test apart. */
export function TrackingCounts({ counts }: { counts: OrderEventCounts }) {
  const { t } = useTranslation('linkTracking');
  const share = counts.total > 0 ? counts.paired / counts.total : null;
  return (
    <MetricGrid>
      <MetricTile
        label={t('counts.total')}
        definition={t('counts.totalDefinition')}
        value={formatNumber(counts.total)}
      />
      <MetricTile
        label={t('counts.paired')}
        definition={t('counts.pairedDefinition')}
        value={formatNumber(counts.paired)}
        detail={share === null ? undefined : t('counts.pairedShare', { share: formatPercent(share, 1) })}
      />
      <MetricTile
        label={t('counts.unpaired')}
        definition={t('counts.unpairedDefinition')}
        value={formatNumber(counts.unpaired)}
      />
      <MetricTile
        label={t('counts.test')}
        definition={t('counts.testDefinition')}
        value={formatNumber(counts.test)}
        detail={t('counts.testHint')}
      />
    </MetricGrid>
  );
}
