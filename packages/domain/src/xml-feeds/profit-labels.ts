import type { FeedRule } from '@ziskomer/contracts';

/** A product's figures over the labels' period, joined to a feed item by its id (the product code). */
export interface ProductProfit {
  revenue: number;
  margin: number;
}

/**
 * The margin label of a product: no_sales without revenue in the period, else its margin % of
 * revenue against the rule's thresholds (≥ high: high_margin, < low: low_margin, else mid_margin).
 */
export function getMarginLabel(
  profit: ProductProfit | undefined,
  rule: Extract<FeedRule, { type: 'margin_label' }>,
): string {
  if (!profit || profit.revenue <= 0) return 'no_sales';
  const percent = (profit.margin / profit.revenue) * 100;
  if (percent >= rule.highPercent) return 'high_margin';
  if (percent < rule.lowPercent) return 'low_margin';
  return 'mid_margin';
}
