import { classifyMarginEstimate, getEstimatedShare } from '@ziskomer/domain';

/** Summed margin figures as pg or PGlite return them (numeric and bigint as string or number). */
export interface MarginFiguresRow {
  lines: string | number;
  quantity: string | number;
  revenue: string | number;
  margin: string | number;
  estimated_lines: string | number;
  estimated_revenue: string | number;
  estimated_margin: string | number;
}

/** The sums of `daily_product_margins` every margin query selects, under the names above. */
export const MARGIN_SUMS = `sum(lines) AS lines, sum(quantity) AS quantity, sum(revenue) AS revenue,
  sum(margin) AS margin, sum(estimated_lines) AS estimated_lines,
  sum(estimated_revenue) AS estimated_revenue, sum(estimated_margin) AS estimated_margin`;

/** Converts summed margin figures at the query boundary and says how much of them is estimated. */
export function toMarginFigures(row: MarginFiguresRow) {
  const lines = Number(row.lines);
  const revenue = Number(row.revenue);
  const margin = Number(row.margin);
  const estimatedLines = Number(row.estimated_lines);
  const estimatedRevenue = Number(row.estimated_revenue);
  return {
    lines,
    quantity: Number(row.quantity),
    revenue,
    margin,
    marginPercent: revenue > 0 ? margin / revenue : null,
    estimatedLines,
    estimatedRevenue,
    estimatedMargin: Number(row.estimated_margin),
    estimatedShare: getEstimatedShare(estimatedRevenue, revenue),
    estimate: classifyMarginEstimate(lines, estimatedLines),
  };
}
