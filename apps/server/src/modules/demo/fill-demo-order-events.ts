import { createRandom, type Database, withScope } from '@ziskomer/db';
import { attributeChannel } from '@ziskomer/domain';
import { type Kysely, sql } from 'kysely';
import {
  encryptTrackingSecret,
  generatePublicKey,
  generateSecret,
  insertOrderEvent,
  insertTrackingKeys,
  type OrderEventValues,
} from '../order-tracking/index.ts';

/** The demo shop's last 30 days of orders are tracked; some tracked orders never reach the import. */
const DAYS = 30;
/** Every twelfth tracked order is missing from the import, so both states show on the page. */
const UNPAIRED_EVERY = 12;
const TEST_EVENTS = 3;
const DAY_MS = 86_400_000;

/**
 * Gives a demo shop tracking keys and the order events its thank-you page would have sent over the
 * last 30 days: most of its orders (a few shoppers block the script), each paired with the
 * imported order; some events whose order is missing from the import (unpaired); and a few test
 * calls from setting the snippet up. Deterministic for a seed; skipped once the shop has events.
 */
export async function fillDemoOrderEvents(
  db: Kysely<Database>,
  shop: { id: string; name: string; seed: number },
  options: { now: Date; serverSecret: string },
): Promise<number> {
  return withScope(db, { userId: null, shopId: shop.id }, async (trx) => {
    await insertTrackingKeys(trx, {
      shopId: shop.id,
      publicKey: generatePublicKey(),
      secretEncrypted: encryptTrackingSecret(generateSecret(), options.serverSecret),
      now: options.now,
    });
    const existing = await sql<{ any: boolean }>`
      SELECT EXISTS (SELECT 1 FROM order_events WHERE shop_id = ${shop.id}) AS any`.execute(trx);
    if (existing.rows[0]?.any) return 0;

    const orders = await trx
      .selectFrom('orders')
      .select(['order_id', 'order_date', 'revenue', 'currency', 'acquisition_source'])
      .where('shop_id', '=', shop.id)
      .where('order_date', '>=', new Date(options.now.getTime() - DAYS * DAY_MS))
      .where('is_cancelled', '=', false)
      .orderBy('order_date')
      .orderBy('order_id')
      .execute();
    const random = createRandom(shop.seed, 11);
    const events: OrderEventValues[] = [];
    for (const order of orders) {
      // About one shopper in ten blocks the snippet: their order has no event.
      if (random.chance(0.1)) continue;
      const unpaired = events.length % UNPAIRED_EVERY === UNPAIRED_EVERY / 2;
      const source = order.acquisition_source ?? 'direct';
      const orderDate = new Date(order.order_date);
      events.push({
        eventId: `demo-${order.order_id}`,
        // An order the shop's export left out (e.g. still awaiting payment) cannot pair.
        orderId: unpaired ? `W${order.order_id}` : order.order_id,
        storeName: shop.name,
        totalPrice: Number(order.revenue),
        currency: order.currency,
        source,
        products: [],
        trackingId: null,
        // Click ids only where an ad was clicked: 'google / organic' carries none.
        gclid: attributeChannel({ source }) === 'google_ads' ? `Cj0KCQiA${clickId(random)}` : null,
        fbclid: attributeChannel({ source }) === 'meta' ? `IwAR${clickId(random)}` : null,
        orderDate,
        isTest: false,
      });
    }
    for (let i = 0; i < TEST_EVENTS; i += 1) {
      events.push({
        eventId: `demo-test-${i + 1}`,
        orderId: `TEST-${i + 1}`,
        storeName: shop.name,
        totalPrice: 1,
        currency: 'CZK',
        source: 'test',
        products: [{ code: 'TEST', name: 'Testovací položka', quantity: 1, price: 1 }],
        trackingId: null,
        gclid: null,
        fbclid: null,
        orderDate: new Date(options.now.getTime() - (DAYS + 1 - i) * DAY_MS),
        isTest: true,
      });
    }
    for (const event of events) {
      // Received a few seconds after the order was placed, as from a thank-you page.
      const receivedAt = new Date(event.orderDate.getTime() + 3000 + Math.floor(random.next() * 5000));
      await insertOrderEvent(trx, {
        ...event,
        shopId: shop.id,
        isVerified: false,
        rawData: JSON.stringify({
          id: event.eventId,
          order_id: event.orderId,
          total_price: event.totalPrice,
        }),
        now: receivedAt,
      });
    }
    return events.length;
  });
}

function clickId(random: ReturnType<typeof createRandom>): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let i = 0; i < 20; i += 1) id += alphabet[random.int(0, alphabet.length - 1)];
  return id;
}
