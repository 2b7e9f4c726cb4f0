import { type AdSpendRow, adSpendRowInputSchema } from '@ziskomer/contracts';
import { createRandom, type Database, withScope } from '@ziskomer/db';
import { attributeChannel } from '@ziskomer/domain';
import { type Kysely, sql } from 'kysely';
import { writeAdSpend } from '../ingest/index.ts';

/**
 * The POAS each kind of demo campaign earns, so the marketing report shows the usual picture:
 * brand search and remarketing very profitable, performance campaigns around break-even and
 * cold prospecting on social below it (the guidance then has something to say).
 */
const TARGET_POAS: [RegExp, number][] = [
  [/brand/i, 5],
  [/remarketing/i, 3],
  [/prospecting/i, 0.75],
  [/pmax/i, 1.6],
  [/shopping/i, 1.3],
  [/sklik/i, 1.15],
  [/search/i, 2.2],
];
const DEFAULT_POAS = 1.4;
/** Kč per click, and impressions per click, by channel. */
const CLICK_COST: Record<string, { cpc: number; impressionsPerClick: number }> = {
  google_ads: { cpc: 7.5, impressionsPerClick: 35 },
  sklik: { cpc: 5.2, impressionsPerClick: 45 },
  meta: { cpc: 4.1, impressionsPerClick: 90 },
  heureka: { cpc: 3.8, impressionsPerClick: 20 },
  zbozi: { cpc: 3.5, impressionsPerClick: 22 },
  other: { cpc: 5, impressionsPerClick: 40 },
};

/**
 * Conversions the platforms report per order they drove: Meta counts views and cross-device
 * purchases generously, Google a little above the shop, the comparison sites below it (their
 * tracking misses some checkouts). Conversion monitoring shows the difference.
 */
const REPORTED_PER_ORDER: Record<string, number> = {
  google_ads: 1.1,
  meta: 1.35,
  sklik: 0.95,
  heureka: 0.85,
  zbozi: 0.85,
  other: 1,
};

/**
 * Gives a demo shop daily ad spend for every paid source and campaign of its orders, derived from
 * the gross profit those orders made (profit ÷ the campaign's POAS, ±20 % a day), through the ad-spend
 * sink every source uses. Deterministic for a seed; skipped when the shop already has spend.
 */
export async function fillDemoAdSpend(db: Kysely<Database>, shopId: string, seed: number): Promise<number> {
  return withScope(db, { userId: null, shopId }, async (trx) => {
    const existing = await sql<{ any: boolean }>`
      SELECT EXISTS (SELECT 1 FROM ad_spend WHERE shop_id = ${shopId}) AS any`.execute(trx);
    if (existing.rows[0]?.any) return 0;
    const shop = await trx
      .selectFrom('shops')
      .select('currency')
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();
    const result = await sql<{
      day: string;
      source: string;
      campaign: string;
      profit: string | number;
      revenue: string | number;
      orders: string | number;
    }>`
      SELECT order_day::text AS day, acquisition_source AS source, coalesce(acquisition_campaign, '') AS campaign,
             sum(margin) AS profit, sum(revenue) AS revenue, count(*) AS orders
      FROM orders
      WHERE shop_id = ${shopId} AND NOT is_cancelled AND acquisition_source IS NOT NULL
      GROUP BY 1, 2, 3
      ORDER BY 1, 2, 3`.execute(trx);
    const random = createRandom(seed, 7);
    const rows: AdSpendRow[] = [];
    for (const row of result.rows) {
      const channel = attributeChannel({ source: row.source });
      if (!channel) continue;
      const poas = TARGET_POAS.find(([pattern]) => pattern.test(row.campaign))?.[1] ?? DEFAULT_POAS;
      const cost =
        Math.round((Math.max(Number(row.profit), 50) / poas) * (0.8 + random.next() * 0.4) * 100) / 100;
      const { cpc, impressionsPerClick } = CLICK_COST[channel] ?? CLICK_COST.other!;
      const clicks = Math.max(1, Math.round(cost / cpc));
      // Drawn in this order (impressions, then the reported share), as the demo's seed expects.
      const impressions = Math.round(clicks * impressionsPerClick * (0.7 + random.next() * 0.6));
      const reported = (REPORTED_PER_ORDER[channel] ?? 1) * (0.8 + random.next() * 0.4);
      rows.push(
        adSpendRowInputSchema.parse({
          date: row.day,
          channel,
          account: 'Demo',
          campaign: row.campaign,
          cost,
          clicks,
          impressions,
          conversions: Math.round(Number(row.orders) * reported),
          // What the platform claims those conversions were worth, as generous as its count.
          conversionValue: Math.round(Number(row.revenue) * reported * 100) / 100,
          currency: shop.currency,
        }),
      );
    }
    for (let start = 0; start < rows.length; start += 1000) {
      await writeAdSpend(trx, shopId, { kind: 'demo' }, rows.slice(start, start + 1000));
    }
    return rows.length;
  });
}
