import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/** The customer's RFM scores (customer_scores) and the forecast of the last CLV run, when there are. */
export async function selectProfileScores(db: Kysely<Database>, shopId: string, customerKey: string) {
  const scores = await sql<{ recency: number; frequency: number; monetary: number }>`
    SELECT recency, frequency, monetary FROM customer_scores
    WHERE shop_id = ${shopId} AND customer_key = ${customerKey}`.execute(db);
  const forecast = await sql<{
    p_alive: number;
    expected_orders_90: number;
    expected_value_90: number;
    expected_orders_365: number | null;
    expected_value_365: number | null;
  }>`
    SELECT p_alive, expected_orders_90, expected_value_90, expected_orders_365, expected_value_365
    FROM customer_clv_forecasts
    WHERE shop_id = ${shopId} AND customer_key = ${customerKey}`.execute(db);
  return { scores: scores.rows[0] ?? null, forecast: forecast.rows[0] ?? null };
}
