import type { Database, ProfitUploadsTable } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import type { ProfitCandidate } from './profit-sender.ts';

/**
 * Orders paired with a tracking event (shop and order id match) that may go to `platform`:
 * - 'new': not logged for the platform yet, placed since `since` (the platform's window);
 * - 'resume': claimed as 'sending' by a start that died before it recorded the answer.
 * Test events and cancelled orders never qualify; Google needs the event's gclid. An order with
 * several events takes its first one with a click id (else its first).
 */
export async function readProfitCandidates(
  db: Kysely<Database>,
  params: {
    shopId: string;
    platform: ProfitUploadsTable['platform'];
    mode: 'new' | 'resume';
    needs: 'gclid' | 'event';
    since: Date;
    limit: number;
  },
): Promise<ProfitCandidate[]> {
  const upload = sql`SELECT 1 FROM profit_uploads u
    WHERE u.shop_id = o.shop_id AND u.platform = ${params.platform} AND u.order_id = o.order_id`;
  const rows = await sql<{
    order_id: string;
    event_id: string;
    event_date: Date | string;
    margin: string;
    currency: string;
    customer_email: string | null;
    gclid: string | null;
    fbclid: string | null;
    raw_data: unknown;
  }>`
    SELECT DISTINCT ON (o.order_id) o.order_id, e.event_id, e.order_date AS event_date, o.margin, o.currency,
      o.customer_email, nullif(e.gclid, '') AS gclid, nullif(e.fbclid, '') AS fbclid, e.raw_data
    FROM orders o
    JOIN order_events e ON e.shop_id = o.shop_id AND e.order_id = o.order_id AND NOT e.is_test
    WHERE o.shop_id = ${params.shopId} AND NOT o.is_cancelled
      ${params.needs === 'gclid' ? sql`AND nullif(e.gclid, '') IS NOT NULL` : sql``}
      ${
        params.mode === 'new'
          ? sql`AND e.order_date >= ${params.since} AND NOT EXISTS (${upload})`
          : sql`AND EXISTS (${upload} AND u.status = 'sending')`
      }
    ORDER BY o.order_id, (nullif(e.gclid, '') IS NULL AND nullif(e.fbclid, '') IS NULL), e.created_at
    LIMIT ${params.limit}`.execute(db);
  return rows.rows.map((row) => ({
    orderId: row.order_id,
    eventId: row.event_id,
    orderDate: new Date(row.event_date),
    value: Number(row.margin),
    currency: row.currency,
    email: row.customer_email,
    gclid: row.gclid,
    fbclid: row.fbclid,
    raw: row.raw_data && typeof row.raw_data === 'object' ? (row.raw_data as Record<string, unknown>) : null,
  }));
}
