import type { MonitoredSeries } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The name of a monitored series: an ad channel as the marketing report names it, or the whole shop. */
export function useSeriesName(): (series: MonitoredSeries) => string {
  const { t } = useTranslation('conversionMonitoring');
  const { t: tMarketing } = useTranslation('analyticsMarketing');
  return useCallback(
    (series: MonitoredSeries) => (series === 'all' ? t('shopWide') : tMarketing(`channel.${series}`)),
    [t, tMarketing],
  );
}
