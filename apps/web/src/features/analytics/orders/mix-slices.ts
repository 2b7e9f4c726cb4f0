import type { DimensionTop } from '@ziskomer/contracts';

/** One slice of a payment or shipping donut; `value` null is the "other" slice. */
export interface MixSlice {
  value: string | null;
  orders: number;
  revenue: number;
  /** Share of the period's orders, 0–1. */
  share: number;
}

/**
 * The largest `limit` methods as slices and everything else as one "other" slice: the rows the
 * report did not list (beyond its 10) are the rest of the dimension's total.
 */
export function toMixSlices(top: DimensionTop, limit: number): MixSlice[] {
  const shown = top.rows.slice(0, limit);
  const slices: MixSlice[] = shown.map((row) => ({
    value: row.value,
    orders: row.orders,
    revenue: row.revenue,
    share: row.share,
  }));
  const orders = top.total.orders - shown.reduce((sum, row) => sum + row.orders, 0);
  const revenue = top.total.revenue - shown.reduce((sum, row) => sum + row.revenue, 0);
  if (orders > 0) {
    slices.push({
      value: null,
      orders,
      revenue: Math.round(revenue * 100) / 100,
      share: top.total.orders > 0 ? orders / top.total.orders : 0,
    });
  }
  return slices;
}
