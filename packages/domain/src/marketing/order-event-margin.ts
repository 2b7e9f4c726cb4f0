/** The imported order an order event pairs with (same shop, same order id). */
export interface PairedOrder {
  /** Revenue including VAT. */
  revenue: number;
  /** The order's margin: the shop's own figure, or the 30 % estimate (SPEC §9). */
  margin: number;
  marginEstimated: boolean;
}

export type OrderEventMarginStatus = 'calculated' | 'estimated' | 'unpaired';

export interface OrderEventMargin {
  orderPriceWithVat: number | null;
  margin: number | null;
  /** margin ÷ price with VAT × 100 (SPEC §3); null without a price. */
  marginPercentage: number | null;
  /** Cost of goods: price with VAT − margin. */
  cogs: number | null;
  marginStatus: OrderEventMarginStatus;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The derived columns of an order-event row (SPEC §3): taken from the paired imported order, never
 * from the amounts the event itself carries (a browser event can be forged; the imported order is
 * the shop's record). 'calculated' when that order has the shop's own margin, 'estimated' when it
 * carries the 30 % estimate, 'unpaired' when no imported order has the event's id.
 */
export function deriveOrderEventMargin(order: PairedOrder | null): OrderEventMargin {
  if (!order) {
    return {
      orderPriceWithVat: null,
      margin: null,
      marginPercentage: null,
      cogs: null,
      marginStatus: 'unpaired',
    };
  }
  return {
    orderPriceWithVat: round2(order.revenue),
    margin: round2(order.margin),
    marginPercentage: order.revenue === 0 ? null : round2((order.margin / order.revenue) * 100),
    cogs: round2(order.revenue - order.margin),
    marginStatus: order.marginEstimated ? 'estimated' : 'calculated',
  };
}
