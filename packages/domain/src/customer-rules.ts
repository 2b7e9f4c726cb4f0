/**
 * Customer rules of SPEC §9, used by the import when it maintains customer facts and by reports
 * that explain them.
 */

/** SPEC §9: lifetime value = average order value × orders per customer × 1.5. */
export const CLV_MULTIPLIER = 1.5;

export function customerLifetimeValue(averageOrderValue: number, orders: number): number {
  return round2(averageOrderValue * orders * CLV_MULTIPLIER);
}

export type CustomerTier = 'high' | 'medium' | 'low';

/** High above 50 000 total or 5 000 average; medium above 10 000 or 1 000; else low. */
export function customerTier(totalRevenue: number, averageOrderValue: number): CustomerTier {
  if (totalRevenue > 50_000 || averageOrderValue > 5_000) return 'high';
  if (totalRevenue > 10_000 || averageOrderValue > 1_000) return 'medium';
  return 'low';
}

export type ChurnRisk = 'low' | 'medium' | 'high';

/** The limits of `churnRisk`, also read by reports that classify customers in SQL. */
export const CHURN_RISK_LIMITS = {
  low: { daysUnder: 30, ordersPerMonthAbove: 2 },
  medium: { daysUnder: 90, ordersPerMonthAbove: 0.5 },
} as const;

/**
 * Low if the last order is under 30 days old or the frequency (orders per month) is above 2;
 * medium if under 90 days or above 0.5; else high.
 */
export function churnRisk(daysSinceLastOrder: number, ordersPerMonth: number): ChurnRisk {
  const { low, medium } = CHURN_RISK_LIMITS;
  if (daysSinceLastOrder < low.daysUnder || ordersPerMonth > low.ordersPerMonthAbove) return 'low';
  if (daysSinceLastOrder < medium.daysUnder || ordersPerMonth > medium.ordersPerMonthAbove) return 'medium';
  return 'high';
}

/**
 * Orders per month between the first and the last order; a customer with one order (or all orders
 * on one day) counts over one month, so a single purchase never looks like a high frequency.
 */
export function orderFrequency(orders: number, firstOrder: Date, lastOrder: Date): number {
  const months = Math.max(1, (lastOrder.getTime() - firstOrder.getTime()) / (30 * 86_400_000));
  return round2(orders / months);
}

/** A customer is returning when they have more than one order. */
export function isReturning(orders: number): boolean {
  return orders > 1;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
