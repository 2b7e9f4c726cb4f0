/*
 * Association rules of a product pair (market-basket analysis), the figures of the cross-sell
 * report (issue 4, SPEC §3 product_cross_sell_analysis). A "basket" is one counted order with
 * at least one line; a product is in a basket when any line of the order holds it.
 *
 * - support(A, B)  = baskets holding both ÷ all baskets
 * - confidence A→B = baskets holding both ÷ baskets holding A (the chance B is bought when A is)
 * - lift           = confidence A→B ÷ support(B) = both × all ÷ (A × B); 1 means the two are
 *                    bought together as often as chance would have it, above 1 more often.
 */

/** How many baskets hold A and B together, A, B, and how many baskets there are in all. */
export interface PairCounts {
  pairOrders: number;
  ordersA: number;
  ordersB: number;
  totalOrders: number;
}

export interface AssociationRule {
  /** Share of all baskets that hold both products (0–1). */
  support: number;
  /** Share of the baskets with A that also hold B (0–1); null when no basket holds A. */
  confidenceAB: number | null;
  /** Share of the baskets with B that also hold A (0–1); null when no basket holds B. */
  confidenceBA: number | null;
  /** How many times more often the pair is bought together than if A and B were independent. */
  lift: number | null;
}

/**
 * The rule of a pair from its counts. Counts are clamped into the only consistent shape (a pair
 * is never in more baskets than either product, a product never in more than all), so rounding
 * or a stale rollup can never give a confidence above 1.
 */
export function getAssociationRule(counts: PairCounts): AssociationRule {
  const total = Math.max(0, counts.totalOrders);
  const ordersA = clamp(counts.ordersA, total);
  const ordersB = clamp(counts.ordersB, total);
  const pair = clamp(counts.pairOrders, Math.min(ordersA, ordersB));
  return {
    support: total > 0 ? pair / total : 0,
    confidenceAB: ordersA > 0 ? pair / ordersA : null,
    confidenceBA: ordersB > 0 ? pair / ordersB : null,
    lift: ordersA > 0 && ordersB > 0 ? (pair * total) / (ordersA * ordersB) : null,
  };
}

/** A product's share of all baskets: support of the single item. */
export function getItemSupport(ordersWithItem: number, totalOrders: number): number {
  return totalOrders > 0 ? clamp(ordersWithItem, totalOrders) / totalOrders : 0;
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(0, value), Math.max(0, max));
}
