import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

export interface CampaignSpend {
  channel: string;
  account: string;
  campaign: string;
  adSpend: number;
  impressions: number;
  clicks: number;
  platformConversions: number;
  platformConversionValue: number;
}

/** The period's ad spend per channel, account and campaign (a few hundred rows at most). */
export async function selectCampaignSpend(
  trx: Transaction<Database>,
  shopId: string,
  period: DayRange,
): Promise<CampaignSpend[]> {
  const result = await sql<Record<keyof CampaignSpend, string | number>>`
    SELECT channel, account, campaign, sum(cost) AS "adSpend", sum(impressions) AS impressions,
           sum(clicks) AS clicks, sum(conversions) AS "platformConversions",
           sum(conversion_value) AS "platformConversionValue"
    FROM ad_spend
    WHERE shop_id = ${shopId} AND day BETWEEN ${period.from}::date AND ${period.to}::date
    GROUP BY channel, account, campaign`.execute(trx);
  return result.rows.map((row) => ({
    channel: String(row.channel),
    account: String(row.account),
    campaign: String(row.campaign),
    adSpend: Number(row.adSpend),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    platformConversions: Number(row.platformConversions),
    platformConversionValue: Number(row.platformConversionValue),
  }));
}

/** Whether the shop has ever sent ad spend. */
export async function hasAnyAdSpend(trx: Transaction<Database>, shopId: string): Promise<boolean> {
  const result = await sql<{ any: boolean }>`
    SELECT EXISTS (SELECT 1 FROM ad_spend WHERE shop_id = ${shopId}) AS any`.execute(trx);
  return Boolean(result.rows[0]?.any);
}
