import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/** The last day with an order in the shop ('YYYY-MM-DD'), or null when it has none. */
export async function getLastOrderDay(trx: Transaction<Database>, shopId: string): Promise<string | null> {
  const result = await sql<{ last: string | null }>`
    SELECT max(day)::text AS last FROM daily_shop_metrics WHERE shop_id = ${shopId}`.execute(trx);
  return result.rows[0]?.last ?? null;
}
