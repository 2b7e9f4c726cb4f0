import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

interface DayRange {
  from: string;
  to: string;
}

/** The shop's ad spend over all channels in two periods (both ends included), in one scan. */
export async function sumAdSpend(
  trx: Transaction<Database>,
  shopId: string,
  previous: DayRange,
  current: DayRange,
): Promise<{ previous: number; current: number }> {
  const result = await sql<{ previous: string | number | null; current: string | number | null }>`
    SELECT sum(cost) FILTER (WHERE day <= ${previous.to}::date) AS previous,
           sum(cost) FILTER (WHERE day >= ${current.from}::date) AS current
    FROM ad_spend
    WHERE shop_id = ${shopId} AND day BETWEEN ${previous.from}::date AND ${current.to}::date`.execute(trx);
  const row = result.rows[0];
  return { previous: Number(row?.previous ?? 0), current: Number(row?.current ?? 0) };
}
