/** Near the limit: at this share of any quota the next call waits until Meta gives access back. */
export const USAGE_WAIT_PERCENT = 95;
/** When Meta names no time to wait near the limit. */
const DEFAULT_WAIT_MS = 60_000;

const parse = (value: string | null): unknown => {
  if (!value) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * How long to wait before the next Graph API call, from the usage headers Meta sends with every
 * answer (0 while far from the limits):
 * - `x-business-use-case-usage`: `{ "<business id>": [{ type, call_count, total_cputime,
 *   total_time, estimated_time_to_regain_access (minutes) }] }` — the Marketing API's limits;
 * - `x-ad-account-usage`: `{ acc_id_util_pct, reset_time_duration (seconds) }`;
 * - `x-fb-ads-insights-throttle`: `{ app_id_util_pct, acc_id_util_pct }`;
 * - `x-app-usage`: `{ call_count, total_cputime, total_time }` (percentages).
 */
export function readUsageWaitMs(headers: Headers): number {
  let highest = 0;
  /** Meta names it only while the business is throttled. */
  let regainMs = 0;
  let resetMs = 0;
  const business = parse(headers.get('x-business-use-case-usage'));
  if (business && typeof business === 'object') {
    for (const entries of Object.values(business as Record<string, unknown>)) {
      if (!Array.isArray(entries)) continue;
      for (const entry of entries as Record<string, unknown>[]) {
        highest = Math.max(highest, num(entry.call_count), num(entry.total_cputime), num(entry.total_time));
        regainMs = Math.max(regainMs, num(entry.estimated_time_to_regain_access) * 60_000);
      }
    }
  }
  const account = parse(headers.get('x-ad-account-usage')) as Record<string, unknown> | null;
  if (account) {
    highest = Math.max(highest, num(account.acc_id_util_pct));
    // The reset time is the ad account's: it counts only when that account is the one near its limit.
    if (num(account.acc_id_util_pct) >= USAGE_WAIT_PERCENT) resetMs = num(account.reset_time_duration) * 1000;
  }
  const throttle = parse(headers.get('x-fb-ads-insights-throttle')) as Record<string, unknown> | null;
  if (throttle) highest = Math.max(highest, num(throttle.app_id_util_pct), num(throttle.acc_id_util_pct));
  const app = parse(headers.get('x-app-usage')) as Record<string, unknown> | null;
  if (app) highest = Math.max(highest, num(app.call_count), num(app.total_cputime), num(app.total_time));
  if (regainMs > 0) return regainMs;
  if (highest < USAGE_WAIT_PERCENT) return 0;
  return resetMs > 0 ? resetMs : DEFAULT_WAIT_MS;
}
