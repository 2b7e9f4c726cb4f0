import type { AdChannel, AdSpendRow } from '@ziskomer/contracts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A provider's number (a number, or a number in a string); null when it is none or negative. */
export function readAmount(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
}

/** `YYYY-MM-DD` from `YYYY-MM-DD`, `YYYYMMDD` or an ISO time; null for anything else. */
export function readDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value.trim());
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? null : day;
}

/**
 * Collects a provider's rows as ad spend: one row per day and campaign (or category), figures of
 * repeated keys summed, rows outside the synced range left out (the range is what is replaced).
 */
export function createSpendCollector(
  channel: AdChannel,
  account: string,
  range: { from: string; to: string },
) {
  const byKey = new Map<string, AdSpendRow>();
  const skipped = { count: 0, examples: [] as string[] };
  return {
    add(row: {
      day: string;
      campaign: string;
      campaignId?: string | null;
      cost: number;
      impressions?: number;
      clicks?: number;
      conversions?: number;
      conversionValue?: number;
    }) {
      if (row.day < range.from || row.day > range.to) return;
      const campaign = row.campaign.trim().slice(0, 300) || '—';
      const key = `${row.day}\u001f${campaign}`;
      const current = byKey.get(key) ?? {
        date: row.day,
        channel,
        account,
        campaign,
        campaignId: row.campaignId ?? null,
        impressions: 0,
        clicks: 0,
        cost: 0,
        conversions: 0,
        conversionValue: 0,
        currency: 'CZK',
      };
      current.impressions += Math.round(row.impressions ?? 0);
      current.clicks += Math.round(row.clicks ?? 0);
      current.cost = round2(current.cost + row.cost);
      current.conversions = round2(current.conversions + (row.conversions ?? 0));
      current.conversionValue = round2(current.conversionValue + (row.conversionValue ?? 0));
      byKey.set(key, current);
    },
    skip(why: string) {
      skipped.count++;
      if (skipped.examples.length < 5) skipped.examples.push(why.slice(0, 160));
    },
    result() {
      return { rows: [...byKey.values()], skipped };
    },
  };
}
