/** Why a shop gets no predicted CLV, in the order they are checked. */
export type ClvInsufficiencyReason =
  | 'too_few_customers'
  | 'too_few_repeat_customers'
  | 'history_too_short'
  | 'fit_failed';

/**
 * Minimum data for the BG/NBD and Gamma-Gamma fits. Derived from subsamples of CDNOW (2,357
 * customers, 946 repeat customers, 39 weeks; 30 random subsamples per size, see docs/METRICS.md,
 * "Customer lifetime value"):
 *
 * - 500 customers: one of the two fits found no interior maximum (a parameter ran off to the
 *   boundary) in 50 % of the subsamples of 100 customers, 20 % at 200, 7 % at 300 and 500, none
 *   from 750; the forecast orders per customer varied between subsamples by 38 %, 28 %, 19 %, 17 %, 12 % and 9 %
 *   at 100, 200, 300, 500, 750 and 1,000. 500 is where the spread falls below a fifth; the rare
 *   boundary fits that remain are caught as 'fit_failed'.
 * - 150 repeat customers: only repeat customers inform the dropout parameters a, b and the
 *   whole Gamma-Gamma fit; with ~40 repeaters 12 of 30 spend fits had no maximum and the rest
 *   left the shop-wide mean spend uncertain by ±12 %; ~120 repeaters gave ±7 %, ~200 ±5 %.
 * - 90 days of history: the model separates "still buying, slowly" from "gone" by the silence
 *   after a customer's last purchase; e-shop repurchase cycles run 30–90 days, so a shorter
 *   history cannot show a silence long enough to mean anything.
 * - History at least as long as the horizon: the only published validation (CDNOW) forecasts
 *   39 weeks ahead from 39 weeks of history; forecasting further ahead than the shop has looked
 *   back is extrapolation nobody has checked.
 */
export const CLV_REQUIREMENTS = {
  minCustomers: 500,
  minRepeatCustomers: 150,
  minHistoryDays: 90,
} as const;

/** What the check looked at, returned with the reason so the UI can say how far the shop is. */
export interface ClvDataSummary {
  customers: number;
  /** Customers with a repeat purchase of positive value: the Gamma-Gamma fit's input. */
  repeatCustomers: number;
  /** Days from the first purchase of the oldest customer to the end of observation. */
  historyDays: number;
  /** max(90 days, horizon): the history the forecast needs. */
  requiredHistoryDays: number;
}

/** The first requirement the data misses, or null when it is enough to fit both models. */
export function checkClvSufficiency(summary: ClvDataSummary): ClvInsufficiencyReason | null {
  if (summary.customers < CLV_REQUIREMENTS.minCustomers) return 'too_few_customers';
  if (summary.repeatCustomers < CLV_REQUIREMENTS.minRepeatCustomers) return 'too_few_repeat_customers';
  if (summary.historyDays < summary.requiredHistoryDays) return 'history_too_short';
  return null;
}

export function getRequiredHistoryDays(horizonDays: number): number {
  return Math.max(CLV_REQUIREMENTS.minHistoryDays, horizonDays);
}
