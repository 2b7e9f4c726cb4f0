/**
 * The marketing ratios (docs/METRICS.md "Marketing"). Each returns null when its denominator is
 * zero — no spend, no revenue, no orders — so the UI shows "—" with the reason, never Infinity or
 * NaN.
 */

/** POAS = gross profit ÷ ad spend: what each koruna of advertising returns in profit. */
export function poas(grossProfit: number, adSpend: number): number | null {
  return ratio(grossProfit, adSpend);
}

/** ROAS = revenue ÷ ad spend. */
export function roas(revenue: number, adSpend: number): number | null {
  return ratio(revenue, adSpend);
}

/** PNO (podíl nákladů na obratu) = ad spend ÷ revenue × 100. */
export function pno(adSpend: number, revenue: number): number | null {
  const share = ratio(adSpend, revenue);
  // A share just below the largest number overflows once made a percentage.
  return share === null || !Number.isFinite(share * 100) ? null : share * 100;
}

/** Ad spend per order, or per new customer. */
export function costPer(adSpend: number, count: number): number | null {
  return ratio(adSpend, count);
}

/** numerator ÷ denominator for a positive denominator; null when it is not, or the result is not finite. */
function ratio(numerator: number, denominator: number): number | null {
  if (!(denominator > 0)) return null;
  const value = numerator / denominator;
  return Number.isFinite(value) ? value : null;
}

/**
 * POAS at which advertising pays for itself: gross profit equals the spend. Above 1 the ads
 * earn money after the cost of goods; below 1 every koruna spent loses part of itself.
 */
export const BREAK_EVEN_POAS = 1;

/** SPEC §9: a PNO above 40 % means the campaign should be paused or optimised. */
export const PNO_LIMIT_PERCENT = 40;

/** SPEC §9: social ads work best when a person sees them 1–3 times a week. */
export const SOCIAL_FREQUENCY_PER_WEEK = { min: 1, max: 3 } as const;

export type SpendGuidance =
  | 'pno_above_limit'
  | 'poas_below_break_even'
  | 'frequency_too_high'
  | 'frequency_too_low';

/** The guidance lines of SPEC §9 that apply to a channel's or campaign's figures. */
export function spendGuidance(figures: {
  pno: number | null;
  poas: number | null;
  /** Impressions per reached person per week (social channels only). */
  weeklyFrequency?: number | null;
}): SpendGuidance[] {
  const lines: SpendGuidance[] = [];
  if (figures.pno !== null && figures.pno > PNO_LIMIT_PERCENT) lines.push('pno_above_limit');
  if (figures.poas !== null && figures.poas < BREAK_EVEN_POAS) lines.push('poas_below_break_even');
  const frequency = figures.weeklyFrequency;
  if (frequency !== null && frequency !== undefined) {
    if (frequency > SOCIAL_FREQUENCY_PER_WEEK.max) lines.push('frequency_too_high');
    else if (frequency < SOCIAL_FREQUENCY_PER_WEEK.min) lines.push('frequency_too_low');
  }
  return lines;
}
