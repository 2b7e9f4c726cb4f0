import type { AdSpendRow, MetaCampaignWeek, MetaSelection } from '@ziskomer/contracts';

type Row = Record<string, unknown>;

const round2 = (value: number) => Math.round(value * 100) / 100;
const numberOf = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : 0;
  return Number.isFinite(number) && number > 0 ? number : 0;
};

/**
 * The purchase rule: Meta reports one purchase under several action types that overlap, so
 * exactly one is counted per row — `omni_purchase` (Meta's deduplicated purchases across the
 * pixel, the app and offline events: the "Purchases" column of Ads Manager) when the row has it,
 * else `offsite_conversion.fb_pixel_purchase` (the pixel's), else `purchase`. The value is the
 * same action type's entry of `action_values`. Both are the `value` Meta counts under the windows
 * asked for (META_ATTRIBUTION_WINDOWS: 7 days after a click or 1 day after a view).
 */
export const PURCHASE_ACTION_TYPES = [
  'omni_purchase',
  'offsite_conversion.fb_pixel_purchase',
  'purchase',
] as const;

function actionValue(list: unknown, type: string): number | null {
  if (!Array.isArray(list)) return null;
  const entry = (list as Row[]).find((item) => item.action_type === type);
  return entry ? numberOf(entry.value) : null;
}

/** The purchases and their value of one insights row, by the purchase rule. */
export function readPurchases(row: Row): { purchases: number; value: number } {
  for (const type of PURCHASE_ACTION_TYPES) {
    const purchases = actionValue(row.actions, type);
    if (purchases !== null) return { purchases, value: actionValue(row.action_values, type) ?? 0 };
  }
  return { purchases: 0, value: 0 };
}

const campaignName = (row: Row) =>
  (
    (typeof row.campaign_name === 'string' && row.campaign_name.trim()) ||
    `Campaign ${String(row.campaign_id ?? '')}`
  ).slice(0, 300);

/**
 * Daily campaign insights as the shop's ad spend of channel Meta: spend, impressions, clicks,
 * purchases as conversions and their value. Two campaigns of one name on one day are one row
 * (the ad spend's key is the name), their figures summed.
 */
export function toMetaAdSpendRows(rows: readonly Row[], account: MetaSelection): AdSpendRow[] {
  const byKey = new Map<string, AdSpendRow>();
  for (const row of rows) {
    const date = row.date_start;
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    const name = campaignName(row);
    const key = `${date}\u001f${name}`;
    const current = byKey.get(key) ?? {
      date,
      channel: 'meta' as const,
      account: account.name.slice(0, 200),
      campaign: name,
      campaignId: row.campaign_id === undefined ? null : String(row.campaign_id).slice(0, 100),
      impressions: 0,
      clicks: 0,
      cost: 0,
      conversions: 0,
      conversionValue: 0,
      currency: /^[A-Z]{3}$/.test(account.currency) ? account.currency : 'CZK',
    };
    const { purchases, value } = readPurchases(row);
    current.impressions += Math.round(numberOf(row.impressions));
    current.clicks += Math.round(numberOf(row.clicks));
    current.cost = round2(current.cost + numberOf(row.spend));
    current.conversions = round2(current.conversions + purchases);
    current.conversionValue = round2(current.conversionValue + value);
    byKey.set(key, current);
  }
  return [...byKey.values()];
}

/** The week's rows as each campaign's reach and frequency (impressions ÷ reach when Meta omits it). */
export function toCampaignWeeks(rows: readonly Row[]): MetaCampaignWeek[] {
  return rows
    .map((row) => {
      const reach = Math.round(numberOf(row.reach));
      const impressions = Math.round(numberOf(row.impressions));
      const frequency = numberOf(row.frequency) || (reach > 0 ? impressions / reach : 0);
      return {
        campaignId: String(row.campaign_id ?? ''),
        campaign: campaignName(row),
        reach,
        impressions,
        frequency: round2(frequency),
      };
    })
    .sort((a, b) => b.impressions - a.impressions);
}
