import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

export interface ReportedConversions {
  day: string;
  channel: string;
  /** Conversions as the ad platform counted them (its own attribution window and rules). */
  conversions: number;
}

/** Conversions the ad platforms reported per day and channel, from the ad-spend data. */
export async function selectReportedConversions(
  trx: Transaction<Database>,
  shopId: string,
  range: DayRange,
): Promise<ReportedConversions[]> {
  const result = await sql<{ day: string; channel: string; conversions: string | number }>`
    SELECT day::text AS day, channel, sum(conversions) AS conversions
    FROM ad_spend
    WHERE shop_id = ${shopId} AND day BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY day, channel`.execute(trx);
  return result.rows.map((row) => ({
    day: row.day,
    channel: row.channel,
    conversions: Number(row.conversions),
  }));
}
