import type { AdSpendRow } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { keyArrays } from '../ad-spend-keys.ts';
import type { ReplaceRange } from '../replace-range.ts';

/**
 * Deletes the connection's ad spend of the range whose key (day, channel, account, campaign) the
 * re-sync no longer delivers, and returns the day of each deleted row. Rows of other sources are
 * not touched, whatever their days.
 */
export async function deleteResyncedAdSpend(
  trx: Transaction<Database>,
  target: { shopId: string; connectionId: string; range: ReplaceRange },
  delivered: readonly AdSpendRow[],
): Promise<string[]> {
  const result = await sql<{ day: string }>`
    DELETE FROM ad_spend a
    WHERE a.shop_id = ${target.shopId}::uuid AND a.source = 'connector'
      AND a.source_ref = ${target.connectionId}
      AND a.day BETWEEN ${target.range.from}::date AND ${target.range.to}::date
      AND NOT EXISTS (
        SELECT 1 FROM ${keyArrays(delivered)}
        WHERE k.day = a.day AND k.channel = a.channel AND k.account = a.account AND k.campaign = a.campaign)
    RETURNING a.day::text AS day`.execute(trx);
  return result.rows.map((row) => row.day);
}
