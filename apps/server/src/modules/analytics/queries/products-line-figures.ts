/** A row of summed line figures as pg or PGlite return it (numeric and bigint as string or number). */
export interface LineFiguresRow {
  orders: string | number;
  quantity: string | number;
  revenue: string | number;
  revenue_without_vat: string | number;
  margin: string | number;
  estimated_lines: string | number;
}

/** Converts summed line figures at the query boundary and adds margin % and the revenue share. */
export function toLineFigures(row: LineFiguresRow, periodRevenue: number) {
  const revenue = Number(row.revenue);
  const margin = Number(row.margin);
  return {
    orders: Number(row.orders),
    quantity: Number(row.quantity),
    revenue,
    revenueWithoutVat: Number(row.revenue_without_vat),
    margin,
    marginPercent: revenue > 0 ? margin / revenue : null,
    revenueShare: periodRevenue > 0 ? revenue / periodRevenue : 0,
    estimatedLines: Number(row.estimated_lines),
  };
}
