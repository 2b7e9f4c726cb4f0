import { orderInputSchema } from '@ziskomer/contracts';
import { type Database, type Engine, generateOrders, type ShopProfileId, withScope } from '@ziskomer/db';
import { parseOrderDate } from '@ziskomer/domain';
import type { Kysely } from 'kysely';
import { JobInterrupted } from '../../jobs/job-error.ts';
import { backgroundSizer } from '../../lib/batch-sizer.ts';
import { normaliseOrder, type OrderRecord, writeOrders } from '../ingest/index.ts';

/**
 * Orders per transaction: on PostgreSQL a fixed batch; on embedded PGlite as many as fit in a
 * short hold of its one connection (backgroundSizer), so a first start answers while it fills.
 */
const BATCH = { postgres: 1000, pglite: { initial: 200, min: 20, max: 1000 } };
const DAY_MS = 86_400_000;

export interface DemoShop {
  id: string;
  domain: string;
  profile: ShopProfileId;
  seed: number;
}

/**
 * Fills a demo shop with generated orders over the two years up to yesterday, through the same save
 * path as imports (so customer facts and daily metrics follow). Deterministic for a seed and
 * idempotent: a shop that already holds the orders is left alone, and a fill that was cut short
 * by a restart continues after the orders it stored.
 */
export async function fillDemoOrders(
  db: Kysely<Database>,
  shop: DemoShop,
  options: {
    orders: number;
    today: Date;
    log?: (line: string) => void;
    /** Called after each committed batch with the orders stored so far. */
    onProgress?: (stored: number) => void;
    /** Checked between batches: when aborted, the fill stops there (and continues when run again). */
    signal?: AbortSignal;
    /** The database's engine, which sizes the batches (PostgreSQL's when not given). */
    engine?: Engine;
  },
): Promise<number> {
  const stored = await withScope(db, { userId: null, shopId: shop.id }, (trx) =>
    trx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('shop_id', '=', shop.id)
      .executeTakeFirstOrThrow(),
  );
  if (Number(stored.count) >= options.orders) return 0;
  // The generator is deterministic and batches commit in its order: the orders stored by a fill
  // that was cut short are its first ones, so they are skipped (rewriting them would only find
  // them unchanged; the primary key keeps them single either way).
  const skip = Number(stored.count);

  // Two full years up to yesterday: no order lies in the future.
  const end = isoDay(new Date(options.today.getTime() - DAY_MS));
  const start = isoDay(new Date(options.today.getTime() - 731 * DAY_MS));
  const generated = generateOrders({
    seed: shop.seed,
    orders: options.orders,
    customers: Math.round(options.orders * 0.45),
    start,
    end,
    shopProfile: shop.profile,
  });

  const sizer = backgroundSizer(options.engine ?? 'postgres', BATCH);
  let batch: OrderRecord[] = [];
  let saved = 0;
  let seen = 0;
  const flush = async () => {
    if (options.signal?.aborted) throw new JobInterrupted();
    const records = batch;
    batch = [];
    const started = performance.now();
    await withScope(db, { userId: null, shopId: shop.id }, (trx) =>
      writeOrders(trx, shop.id, { kind: 'demo' }, records, { now: options.today }),
    );
    sizer.record(records.length, performance.now() - started);
    saved += records.length;
    options.onProgress?.(skip + saved);
    options.log?.(`[demo] ${shop.domain}: ${skip + saved} / ${options.orders} objednávek`);
  };
  for (const input of generated) {
    if (seen++ < skip) continue;
    const order = orderInputSchema.parse(input);
    const date = parseOrderDate(order.orderDate, 'Europe/Prague', 'iso');
    if (!date.ok) throw new Error(`demo order ${order.orderId}: ${date.code}`);
    batch.push(normaliseOrder(order, date.instant, date.day));
    if (batch.length >= sizer.current) await flush();
  }
  if (batch.length > 0) await flush();
  return saved;
}

function isoDay(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(date);
}
