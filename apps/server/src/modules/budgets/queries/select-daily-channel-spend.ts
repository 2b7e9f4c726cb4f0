import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

export interface DayChannelSpend {
  day: string;
  channel: string;
  spent: number;
}

/** A period's ad spend per day and channel (the spending history of a budget, day by day). */
export async function selectDailyChannelSpend(
  trx: Transaction<Database>,
  shopId: string,
  period: DayRange,
): Promise<DayChannelSpend[]> {
  const result = await sql<{ day: string; channel: string; spent: string | number }>`
    SELECT day::text AS day, channel, sum(cost) AS spent
    FROM ad_spend
    WHERE shop_id = ${shopId} AND day BETWEEN ${period.from}::date AND ${period.to}::date
    GROUP BY day, channel
    ORDER BY day, channel`.execute(trx);
  return result.rows.map((row) => ({ day: row.day, channel: row.channel, spent: Number(row.spent) }));
}
