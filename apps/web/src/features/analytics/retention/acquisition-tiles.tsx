import type { CustomerAcquisitionReport } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';

/** New customers (with revenue per customer so far) and their return within 30, 90 and 180 days. */
export function AcquisitionTiles({
  data,
  currency,
  timeZone,
}: {
  data: CustomerAcquisitionReport;
  currency: string;
  timeZone: string;
}) {
  const { t } = useTranslation('analyticsRetention');
  const through = data.observedThrough
    ? formatDate(`${data.observedThrough}T12:00:00Z`, timeZone)
    : t('none');
  return (
    <MetricGrid>
      <MetricTile
        label={t('acquisition.tiles.customers')}
        definition={`${t('acquisition.tiles.customersDefinition')} ${t('acquisition.tiles.revenueDefinition')}`}
        value={formatNumber(data.totals.newCustomers)}
        detail={
          data.totals.revenuePerCustomer === null
            ? undefined
            : t('acquisition.tiles.customersDetail', {
                value: formatMoney(data.totals.revenuePerCustomer, currency),
              })
        }
      />
      {data.totals.retention.map((window) => (
        <MetricTile
          key={window.days}
          label={t('acquisition.tiles.retention', { days: window.days })}
          definition={t('acquisition.tiles.retentionDefinition', { days: window.days, through })}
          value={window.rate === null ? t('none') : formatPercent(window.rate, 1)}
          detail={
            window.rate === null
              ? t('acquisition.tiles.notYet')
              : t('acquisition.tiles.retentionDetail', {
                  repeated: formatNumber(window.repeated),
                  eligible: formatNumber(window.eligible),
                })
          }
        />
      ))}
    </MetricGrid>
  );
}
