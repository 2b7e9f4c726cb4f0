import type { MarketingReport, MarketingSlice } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';
import { formatMultiple, formatPno } from './format-marketing.ts';

/**
 * POAS first — the product's headline — in its two readings side by side: the total POAS (every
 * order's gross profit ÷ all ad spend, what the shop earned per koruna of advertising) and the ad
 * channels' POAS (only the orders a channel brought), with the gross profit no channel brought on
 * its own tile, so that the gap between the two is explained on the page. Then spend, ROAS, PNO and
 * the costs per order and per new customer. A ratio without a denominator shows '—' and says why.
 */
export function MarketingHeadline({
  totals,
  previous,
  attribution,
  currency,
  breakEvenPoas,
}: {
  totals: MarketingSlice;
  previous: MarketingSlice | null;
  attribution: MarketingReport['attribution'];
  currency: string;
  breakEvenPoas: number;
}) {
  const { t } = useTranslation('analyticsMarketing');
  const before = (pick: (slice: MarketingSlice) => number | null) => (previous ? pick(previous) : undefined);
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, currency));
  const noSpend = t('metrics.noSpend');
  const { attributed, unattributed } = attribution;
  return (
    <MetricGrid>
      <MetricTile
        label={t('metrics.poasTotal')}
        definition={t('definitions.poasTotal')}
        value={formatMultiple(totals.poas)}
        current={totals.poas}
        previous={before((s) => s.poas)}
        detail={totals.poas === null ? noSpend : t('metrics.poasTotalDetail')}
      />
      <MetricTile
        label={t('metrics.poasAttributed')}
        definition={t('definitions.poasAttributed', { breakEven: formatMultiple(breakEvenPoas) })}
        value={formatMultiple(attributed.poas)}
        current={attributed.poas}
        previous={previous ? attributed.previousPoas : undefined}
        detail={
          attributed.poas === null
            ? noSpend
            : attributed.poas >= breakEvenPoas
              ? t('metrics.poasAbove')
              : t('metrics.poasBelow')
        }
      />
      <MetricTile
        label={t('metrics.unattributedMargin')}
        definition={t('definitions.unattributedMargin')}
        value={formatMoney(unattributed.grossProfit, currency)}
        detail={t('metrics.unattributedOrders', {
          count: unattributed.orders,
          share: formatPercent(totals.grossProfit > 0 ? unattributed.grossProfit / totals.grossProfit : 0),
        })}
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
