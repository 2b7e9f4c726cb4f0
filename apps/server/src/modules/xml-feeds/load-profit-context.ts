import type { Database } from '@ziskomer/db';
import { addDays, type FeedProfitContext, getZonedDay, type ProductProfit } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { inPeriodProductMargins, queryTopPairs } from '../analytics/index.ts';

/** The period the profit labels read: the last 90 days up to yesterday in the shop's zone. */
export const PROFIT_LABEL_DAYS = 90;

/**
 * What the profit rules need, from the same rollups as the product margin and cross-sell reports
 * (so a label never disagrees with them): each product's revenue and margin over the period, keyed
 * by product code (a product is its code when its lines have one, else its name), and the products
 * of the top pairs bought together (ranked by lift, in at least two orders), read once per list size.
 */
export async function loadProfitContext(
  trx: Transaction<Database>,
  shopId: string,
  now: Date,
): Promise<FeedProfitContext> {
  const shop = await trx
    .selectFrom('shops')
    .select('time_zone')
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  const to = addDays(getZonedDay(now, shop.time_zone), -1);
  const range = { from: addDays(to, -(PROFIT_LABEL_DAYS - 1)), to };
  const result = await sql<{ product: string; revenue: string | number; margin: string | number }>`
    SELECT product, sum(revenue) AS revenue, sum(margin) AS margin
    FROM ${inPeriodProductMargins(shopId, range)} AS margins
    GROUP BY product`.execute(trx);
  const products = new Map<string, ProductProfit>(
    result.rows.map((row) => [row.product, { revenue: Number(row.revenue), margin: Number(row.margin) }]),
  );
  const { rows: pairs } = await queryTopPairs(trx, shopId, range, 'lift', 2);
  const hubs = new Map<number, Set<string>>();
  return {
    products,
    hubs(topPairs) {
      let set = hubs.get(topPairs);
      if (!set) {
        set = new Set(pairs.slice(0, topPairs).flatMap((pair) => [pair.productA, pair.productB]));
        hubs.set(topPairs, set);
      }
      return set;
    },
  };
}
