/** Order rules of SPEC §3 "Mapped order" and §9. */

/** SPEC §9: revenue is split 80 % without VAT and 20 % VAT. */
export const VAT_SHARE = 0.2;
/** SPEC §9: when the real margin is missing, 30 % of revenue is used and marked as estimated. */
export const ESTIMATED_MARGIN_SHARE = 0.3;
/** SPEC §9: the label of products and orders without a category. */
export const UNCATEGORISED = 'Nezařazeno';
export const DEFAULT_CURRENCY = 'CZK';

export function splitVat(revenueWithVat: number): { withoutVat: number; vat: number } {
  const vat = round2(revenueWithVat * VAT_SHARE);
  return { withoutVat: round2(revenueWithVat - vat), vat };
}

/** The order's margin and whether it is the 30 % estimate rather than a real figure. */
export function resolveMargin(revenue: number, margin: number | null | undefined) {
  if (margin === null || margin === undefined || Number.isNaN(margin)) {
    return { margin: round2(revenue * ESTIMATED_MARGIN_SHARE), isEstimated: true };
  }
  return { margin, isEstimated: false };
}

/** margin / revenue × 100, or null when there is no revenue to divide by. */
export function marginPercent(margin: number, revenue: number): number | null {
  if (revenue === 0) return null;
  return round2((margin / revenue) * 100);
}

export function categoryLabel(category: string | null | undefined): string {
  const trimmed = category?.trim();
  return trimmed ? trimmed : UNCATEGORISED;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
