import { withScope } from '@ziskomer/db';
import { withRunnerScope } from '../../src/jobs/with-runner-scope.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** An order of the shop with its tracking event (the pairing of issue 5: the same order id). */
export interface TrackedOrder {
  orderId: string;
  /** Days before `now` the order was placed. */
  daysAgo: number;
  margin: number;
  currency?: string;
  email?: string | null;
  gclid?: string | null;
  fbclid?: string | null;
  isTest?: boolean;
  cancelled?: boolean;
  raw?: Record<string, unknown> | null;
}

/** Writes orders and their tracking events as an import and the tracking endpoint would have. */
export async function insertTrackedOrders(
  t: TestApp,
  shopId: string,
  orders: TrackedOrder[],
  now = new Date(),
) {
  await withScope(t.deps.db, { userId: null, shopId }, async (db) => {
    for (const order of orders) {
      const date = new Date(now.getTime() - order.daysAgo * 86_400_000);
      await db
        .insertInto('orders')
        .values({
          shop_id: shopId,
          order_id: order.orderId,
          order_date: date,
          order_day: date.toISOString().slice(0, 10),
          customer_email: order.email ?? null,
          customer_key: order.email ?? null,
          revenue: String(order.margin * 3),
          revenue_without_vat: String(order.margin * 2.5),
          vat: String(order.margin * 0.5),
          margin: String(order.margin),
          margin_estimated: false,
          currency: order.currency ?? 'CZK',
          is_cancelled: order.cancelled ?? false,
          content_hash: `hash-${order.orderId}`,
          source: 'api',
        })
        .execute();
      await db
        .insertInto('order_events')
        .values({
          shop_id: shopId,
          event_id: `evt-${order.orderId}`,
          order_id: order.orderId,
          total_price: String(order.margin * 3),
          currency: order.currency ?? 'CZK',
          gclid: order.gclid ?? null,
          fbclid: order.fbclid ?? null,
          order_date: date,
          is_test: order.isTest ?? false,
          raw_data: order.raw ? JSON.stringify(order.raw) : null,
        })
        .execute();
    }
  });
}

/** The shop's log of one platform, by order. */
export function readProfitLog(t: TestApp, shopId: string, platform: string) {
  return withScope(t.deps.db, { userId: null, shopId }, (db) =>
    db
      .selectFrom('profit_uploads')
      .select(['order_id', 'status', 'reason_code', 'value'])
      .where('shop_id', '=', shopId)
      .where('platform', '=', platform as 'google_ads')
      .orderBy('order_id')
      .execute(),
  );
}

/** The shop's latest job of `kind`, as the runner sees it. */
export function readJob(t: TestApp, shopId: string, kind: string) {
  return withRunnerScope(t.deps.db, (trx) =>
    trx
      .selectFrom('jobs')
      .select(['id', 'status', 'attempts', 'error_code', 'run_after'])
      .where('shop_id', '=', shopId)
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow(),
  );
}

/** Makes the shop's waiting jobs of `kind` due now (a retry's backoff has passed). */
export function makeDue(t: TestApp, shopId: string, kind: string) {
  return withRunnerScope(t.deps.db, (trx) =>
    trx
      .updateTable('jobs')
      .set({ run_after: new Date(0) })
      .where('shop_id', '=', shopId)
      .where('kind', '=', kind)
      .where('status', '=', 'queued')
      .execute(),
  );
}
