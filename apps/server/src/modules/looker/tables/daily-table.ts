import { LOOKER_MAX_DAYS } from '@ziskomer/contracts';
import { pno } from '@ziskomer/domain';
import { marketingReport, ordersReport } from '../../analytics/index.ts';
import { countField, dayField, moneyField, RATIO_DESCRIPTIONS, ratioField } from '../looker-fields.ts';
import { type LookerTableDefinition, roundRatio } from './looker-table.ts';

/**
 * `daily`: one row per day — revenue, orders and margin of the orders report's daily trend; ad
 * spend, gross profit, POAS (the blended "Total POAS") and ROAS of the marketing report's daily
 * trend, and PNO from the same two figures by the app's formula.
 */
export const dailyTable: LookerTableDefinition = {
  dataset: 'daily',
  maxDays: LOOKER_MAX_DAYS,
  fields: (currency) => [
    dayField(),
    moneyField(
      'revenue',
      'Revenue',
      'Revenue with VAT of the counted (not cancelled) orders of the day.',
      currency,
    ),
    countField('orders', 'Orders', 'Counted (not cancelled) orders of the day.'),
    moneyField(
      'margin',
      'Margin',
      'Margin of the counted orders: revenue without VAT − cost of goods.',
      currency,
    ),
    moneyField('ad_spend', 'Ad spend', 'Ad spend of all channels on the day.', currency),
    moneyField(
      'gross_profit',
      'Gross profit',
      'Gross profit of the counted orders as the marketing report counts it (the POAS numerator).',
      currency,
    ),
    // The blended POAS, named as on the home and marketing pages ("Total POAS"): the channel and
    // campaign tables' "POAS" counts only the orders their channel brought, so it is another number.
    ratioField(
      'poas',
      'Total POAS',
      'Total POAS of the day: gross profit of every counted order, also those no ad brought, ÷ all ad spend ' +
        "(the app's \"POAS celkem\"; the channels table's POAS counts only a channel's own orders). " +
        'Over several rows: SUM(gross_profit) / SUM(ad_spend).',
    ),
    ratioField('roas', 'ROAS', RATIO_DESCRIPTIONS.roas),
    ratioField('pno', 'PNO (%)', RATIO_DESCRIPTIONS.pno),
  ],
  async rows(ctx) {
    const orders = await ordersReport.run(ctx, {});
    const marketing = await marketingReport.run(ctx, {});
    const spendByDay = new Map(marketing.trend.map((point) => [point.bucket, point]));
    return orders.trend.map((point) => {
      const spend = spendByDay.get(point.bucket);
      const adSpend = spend?.adSpend ?? 0;
      return [
        point.bucket,
        point.revenue,
        point.orders,
        point.margin,
        adSpend,
        spend?.grossProfit ?? 0,
        spend?.poas ?? null,
        spend?.roas ?? null,
        roundRatio(pno(adSpend, spend?.revenue ?? 0)),
      ];
    });
  },
};
