import type { MarketingSlice } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';
import { formatMultiple, formatPno } from './format-marketing.ts';

/**
 * POAS first — the product's headline — then ROAS, PNO, spend, and the costs per order and per
 * new customer. A ratio without a denominator shows '—' and says why.
 */
export function MarketingHeadline({
  totals,
  previous,
  currency,
  breakEvenPoas,
}: {
  totals: MarketingSlice;
  previous: MarketingSlice | null;
  currency: string;
  breakEvenPoas: number;
}) {
  const { t } = useTranslation('analyticsMarketing');
  const before = (pick: (slice: MarketingSlice) => number | null) => (previous ? pick(previous) : undefined);
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, currency));
  const noSpend = t('metrics.noSpend');
  return (
    <MetricGrid className="lg:grid-cols-3 xl:grid-cols-6">
      <MetricTile
        label={t('metrics.poas')}
        definition={t('definitions.poas', { breakEven: formatMultiple(breakEvenPoas) })}
        value={formatMultiple(totals.poas)}
        current={totals.poas}
        previous={before((s) => s.poas)}
        detail={
          totals.poas === null
            ? noSpend
            : totals.poas >= breakEvenPoas
              ? t('metrics.poasAbove')
              : t('metrics.poasBelow')
        }
      />
      <MetricTile
        label={t('metrics.roas')}
        definition={t('definitions.roas')}
        value={formatMultiple(totals.roas)}
        current={totals.roas}
        previous={before((s) => s.roas)}
        detail={totals.roas === null ? noSpend : undefined}
      />
      <MetricTile
        label={t('metrics.pno')}
        definition={t('definitions.pno')}
        value={formatPno(totals.pno)}
        current={totals.pno}
        previous={before((s) => s.pno)}
        lowerIsBetter
        detail={totals.pno === null ? t('metrics.noRevenue') : undefined}
      />
      <MetricTile
        label={t('metrics.adSpend')}
        definition={t('definitions.adSpend')}
        value={formatMoney(totals.adSpend, currency)}
        current={totals.adSpend}
        previous={before((s) => s.adSpend)}
        lowerIsBetter
      />
      <MetricTile
        label={t('metrics.costPerOrder')}
        definition={t('definitions.costPerOrder')}
        value={money(totals.costPerOrder)}
        current={totals.costPerOrder}
        previous={before((s) => s.costPerOrder)}
        lowerIsBetter
        detail={totals.costPerOrder === null ? t('metrics.noOrders') : undefined}
      />
      <MetricTile
        label={t('metrics.costPerNewCustomer')}
        definition={t('definitions.costPerNewCustomer')}
        value={money(totals.costPerNewCustomer)}
        current={totals.costPerNewCustomer}
        previous={before((s) => s.costPerNewCustomer)}
        lowerIsBetter
        detail={totals.costPerNewCustomer === null ? t('metrics.noNewCustomers') : undefined}
      />
    </MetricGrid>
  );
}
