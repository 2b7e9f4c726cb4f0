import type { Database, ProfitUploadsTable } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/**
 * Orders claimed as 'sending' by a start that died, which no longer qualify by the time a start
 * resumes them: the order was cancelled meanwhile (reason `order_cancelled`), or it is gone, its
 * tracking event is gone or marked a test, or it lost what the platform needs (`order_not_tracked`).
 * Resuming reads only orders that still qualify (readProfitCandidates), so without this they
 * would stay 'sending' for ever; they are settled as skipped, never sent. Answers how many.
 */
export async function settleStaleClaims(
  db: Kysely<Database>,
  params: { shopId: string; platform: ProfitUploadsTable['platform']; needs: 'gclid' | 'event'; now: Date },
): Promise<number> {
  const settled = await sql<{ order_id: string }>`
    UPDATE profit_uploads u
    SET status = 'skipped',
        reason_code = CASE WHEN EXISTS (
          SELECT 1 FROM orders o WHERE o.shop_id = u.shop_id AND o.order_id = u.order_id AND o.is_cancelled
        ) THEN 'order_cancelled' ELSE 'order_not_tracked' END,
        reason_detail = NULL,
        sent_at = NULL,
        created_at = ${params.now}
    WHERE u.shop_id = ${params.shopId} AND u.platform = ${params.platform} AND u.status = 'sending'
      AND NOT EXISTS (
        SELECT 1 FROM orders o
        JOIN order_events e ON e.shop_id = o.shop_id AND e.order_id = o.order_id AND NOT e.is_test
        WHERE o.shop_id = u.shop_id AND o.order_id = u.order_id AND NOT o.is_cancelled
          ${params.needs === 'gclid' ? sql`AND nullif(e.gclid, '') IS NOT NULL` : sql``}
      )
    RETURNING u.order_id`.execute(db);
  return settled.rows.length;
}
