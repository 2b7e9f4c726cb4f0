import type { ChannelDay } from '@ziskomer/contracts';

type Figures = Omit<ChannelDay, 'day'>;

/** Cost per order and PNO (cost ÷ the orders' revenue, in %) of a service's figures; null without orders or revenue. */
export function deriveFigures(row: Figures) {
  return {
    costPerOrder: row.conversions > 0 ? row.cost / row.conversions : null,
    pno: row.conversionValue > 0 ? (row.cost / row.conversionValue) * 100 : null,
  };
}

/** The sum of a service's days. */
export function sumFigures(rows: Figures[]): Figures {
  return rows.reduce(
    (sum, row) => ({
      cost: sum.cost + row.cost,
      impressions: sum.impressions + row.impressions,
      clicks: sum.clicks + row.clicks,
      conversions: sum.conversions + row.conversions,
      conversionValue: sum.conversionValue + row.conversionValue,
    }),
    { cost: 0, impressions: 0, clicks: 0, conversions: 0, conversionValue: 0 },
  );
}
