import type { Database, ProfitUploadsTable } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { ProfitCandidate, ProfitOutcome } from './profit-sender.ts';

type Platform = ProfitUploadsTable['platform'];

/**
 * Claims a batch before the platform is called, in its own committed transaction: the sendable
 * orders as 'sending', the others as 'skipped' with their reason. The primary key (shop, platform,
 * order) makes a second claim of an order do nothing, so two starts never both send it.
 */
export async function claimProfitUploads(
  db: Kysely<Database>,
  shopId: string,
  platform: Platform,
  batch: { candidate: ProfitCandidate; skip: string | null }[],
  now: Date,
): Promise<Set<string>> {
  if (batch.length === 0) return new Set();
  const claimed = await db
    .insertInto('profit_uploads')
    .values(
      batch.map(({ candidate, skip }) => ({
        shop_id: shopId,
        platform,
        order_id: candidate.orderId,
        event_id: candidate.eventId,
        status: skip ? ('skipped' as const) : ('sending' as const),
        reason_code: skip,
        value: candidate.value.toFixed(2),
        currency: candidate.currency,
        created_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['shop_id', 'platform', 'order_id']).doNothing())
    .returning(['order_id', 'status'])
    .execute();
  return new Set(claimed.filter((row) => row.status === 'sending').map((row) => row.order_id));
}

/** Records the platform's answers, and the orders that turned out unsendable on a resumed start. */
export async function recordProfitOutcomes(
  db: Kysely<Database>,
  shopId: string,
  platform: Platform,
  outcomes: (ProfitOutcome | { orderId: string; status: 'skipped'; code: string; detail: null })[],
  now: Date,
): Promise<void> {
  for (const outcome of outcomes) {
    await db
      .updateTable('profit_uploads')
      .set({
        status: outcome.status,
        reason_code: outcome.code,
        reason_detail: outcome.detail,
        sent_at: outcome.status === 'sent' ? now : null,
        created_at: now,
      })
      .where('shop_id', '=', shopId)
      .where('platform', '=', platform)
      .where('order_id', '=', outcome.orderId)
      .where('status', '=', 'sending')
      .execute();
  }
}
