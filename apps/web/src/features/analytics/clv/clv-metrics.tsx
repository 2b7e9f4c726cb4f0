import type { ClvFormula, ClvHorizon, ClvPredictive } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';
import { formatTileMoney, shareOfTotal } from './format-clv.ts';
import { formatDay } from './use-clv-dates.ts';
import { usePurchasesLabel } from './use-purchases-label.ts';

/** Average CLV by the formula; expected revenue over 90 and 365 days; likely active repeat customers. */
export function ClvMetrics({
  formula,
  predictive,
  currency,
}: {
  formula: ClvFormula;
  predictive: ClvPredictive;
  currency: string;
}) {
  const { t } = useTranslation('analyticsClv');
  const forecast = predictive.forecast;
  const alive = forecast?.probabilityAlive;
  return (
    <MetricGrid>
      <MetricTile
        label={t('metrics.averageClv')}
        definition={t('definitions.averageClv')}
        value={formula.averageClv === null ? '—' : formatTileMoney(formula.averageClv, currency, locale())}
        detail={t('metrics.averageClvDetail', {
          count: formula.customers,
          formatted: formatNumber(formula.customers),
          total: formatMoney(formula.totalClv, currency),
        })}
      />
      {[90, 365].map((days) => (
        <HorizonTile
          key={days}
          days={days}
          horizon={forecast?.horizons.find((horizon) => horizon.days === days) ?? null}
          currency={currency}
        />
      ))}
      <MetricTile
        label={t('metrics.likelyActive')}
        definition={t('definitions.likelyActive')}
        value={alive ? formatNumber(alive.likelyActive) : '—'}
        detail={
          alive
            ? t('metrics.likelyActiveDetail', {
                share: formatPercent(shareOfTotal(alive.likelyActive, alive.repeatCustomers), 0),
              })
            : t('metrics.noForecast')
        }
      />
    </MetricGrid>
  );
}

function HorizonTile({
  days,
  horizon,
  currency,
}: {
  days: number;
  horizon: ClvHorizon | null;
  currency: string;
}) {
  const { t } = useTranslation('analyticsClv');
  const purchases = usePurchasesLabel();
  const ready = horizon?.expectedValue !== null && horizon?.expectedValue !== undefined;
  let detail = t('metrics.noForecast');
  if (ready) detail = purchases(horizon.expectedPurchases ?? 0);
  else if (horizon?.readyOn) detail = t('metrics.readyOn', { day: formatDay(horizon.readyOn) });
  return (
    <MetricTile
      label={t(days === 90 ? 'metrics.value90' : 'metrics.value365')}
      definition={t('definitions.value', { days })}
      value={ready ? formatTileMoney(horizon.expectedValue ?? 0, currency, locale()) : '—'}
      detail={detail}
    />
  );
}

function locale(): string {
  return getLanguage() === 'en' ? 'en-GB' : 'cs-CZ';
}
