import type { AdChannel, ChannelDay } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

const sums = () => [
  sql<string>`coalesce(sum(cost), 0)`.as('cost'),
  sql<string>`coalesce(sum(impressions), 0)`.as('impressions'),
  sql<string>`coalesce(sum(clicks), 0)`.as('clicks'),
  sql<string>`coalesce(sum(conversions), 0)`.as('conversions'),
  sql<string>`coalesce(sum(conversion_value), 0)`.as('conversionValue'),
];
const toFigures = (
  row: Record<'cost' | 'impressions' | 'clicks' | 'conversions' | 'conversionValue', string>,
) => ({
  cost: Number(row.cost),
  impressions: Number(row.impressions),
  clicks: Number(row.clicks),
  conversions: Number(row.conversions),
  conversionValue: Number(row.conversionValue),
});

/**
 * A channel's spend in the days `from`–`to`, whoever wrote it (connector, file, API): by day, and
 * by campaign (for Heureka its category), as the provider reports its own conversions.
 */
export async function readChannelDays(
  db: Kysely<Database>,
  shopId: string,
  channel: AdChannel,
  range: { from: string; to: string },
): Promise<{ byDay: ChannelDay[]; byCampaign: (Omit<ChannelDay, 'day'> & { campaign: string })[] }> {
  const base = db
    .selectFrom('ad_spend')
    .where('shop_id', '=', shopId)
    .where('channel', '=', channel)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to);
  const days = await base
    .select(sql<string>`day::text`.as('day'))
    .select(sums())
    .groupBy('day')
    .orderBy('day')
    .execute();
  const campaigns = await base
    .select('campaign')
    .select(sums())
    .groupBy('campaign')
    .orderBy(sql`sum(cost)`, 'desc')
    .limit(200)
    .execute();
  return {
    byDay: days.map((row) => ({ day: row.day, ...toFigures(row) })),
    byCampaign: campaigns.map((row) => ({ campaign: row.campaign, ...toFigures(row) })),
  };
}
