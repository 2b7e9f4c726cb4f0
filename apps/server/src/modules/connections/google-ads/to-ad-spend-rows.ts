import type { AdSpendRow } from '@ziskomer/contracts';
import type { GoogleAdsRow } from './google-ads-api.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;
const numberOf = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : 0;
  return Number.isFinite(number) && number > 0 ? number : 0;
};

/**
 * Google Ads rows as the shop's ad spend of channel Google Ads: cost from `costMicros` (int64 as
 * a string in REST), account = the account's name, campaign = its name, with its id. Two
 * campaigns of one name on one day are one row (the ad spend's key is the name), their figures
 * summed, so neither is lost.
 */
export function toAdSpendRows(
  rows: readonly GoogleAdsRow[],
  account: { name: string; currency: string },
): AdSpendRow[] {
  const byKey = new Map<string, AdSpendRow>();
  for (const row of rows) {
    const date = row.segments?.date;
    const campaign = row.campaign;
    if (typeof date !== 'string' || !campaign) continue;
    const name =
      (typeof campaign.name === 'string' && campaign.name.trim()) || `Campaign ${String(campaign.id ?? '')}`;
    const metrics = row.metrics ?? {};
    const key = `${date}\u001f${name}`;
    const current = byKey.get(key) ?? {
      date,
      channel: 'google_ads' as const,
      account: account.name,
      campaign: name.slice(0, 300),
      campaignId: campaign.id === undefined ? null : String(campaign.id),
      impressions: 0,
      clicks: 0,
      cost: 0,
      conversions: 0,
      conversionValue: 0,
      currency: account.currency,
    };
    current.impressions += numberOf(metrics.impressions);
    current.clicks += numberOf(metrics.clicks);
    current.cost = round2(current.cost + numberOf(metrics.costMicros) / 1_000_000);
    current.conversions = round2(current.conversions + numberOf(metrics.conversions));
    current.conversionValue = round2(current.conversionValue + numberOf(metrics.conversionsValue));
    byKey.set(key, current);
  }
  return [...byKey.values()];
}
