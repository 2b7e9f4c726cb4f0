import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/**
 * Records that a break (channel, first day) was announced. True only for the call that recorded
 * it; a break already announced, also by a concurrent request, answers false.
 */
export async function insertTrackingBreakAlert(
  trx: Transaction<Database>,
  alert: {
    shopId: string;
    channel: string;
    startDay: string;
    baselineShare: number;
    startShare: number;
    at: Date;
  },
): Promise<boolean> {
  const result = await sql`
    INSERT INTO tracking_break_alerts (shop_id, channel, start_day, baseline_share, start_share, notified_at)
    VALUES (${alert.shopId}, ${alert.channel}, ${alert.startDay}::date, ${alert.baselineShare},
            ${alert.startShare}, ${alert.at})
    ON CONFLICT (shop_id, channel, start_day) DO NOTHING
    RETURNING 1`.execute(trx);
  return result.rows.length === 1;
}
