import type { OrderInput } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  refreshCustomerSequences,
  refreshCustomerSequencesInSteps,
} from '../../../src/modules/analytics/rollups/refresh-customer-sequences.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

interface Journey {
  customer: string;
  firstDay: string;
  orders: number;
  sources: (string | null)[];
  day2: string | null;
  orderDays: string[];
}
/** Count rows as sorted strings: 'day 2024-03-20 19×1' = grain, start day, key, count. */
interface Rollups {
  journeys: Journey[];
  gaps: string[];
  paths: string[];
  returns: string[];
  /** Migration 0022: 'day 2024-03-01 google|Jaro×1 250.00 1 1 1 1' = customers, revenue, repeat ones, within 30/90/180 days. */
  acquired: string[];
  /** 'day 2024-03-01 3×1 450.00' = orders to date, customers, revenue. */
  orderCounts: string[];
  /** Migration 0027: 'day 2024-03-01 1 19×1' = step (1st → 2nd, 2nd → 3rd order), days, customers. */
  acquiredGaps: string[];
}

const order = (
  orderId: string,
  orderDate: string,
  customerEmail: string | null,
  acquisitionSource?: string,
  extra: { acquisitionCampaign?: string; revenue?: number } = {},
): OrderInput => ({ orderId, orderDate, customerEmail, acquisitionSource, revenue: 100, ...extra });

/**
 * The rollups of migrations 0012 and 0022 against hand-worked expectations and against a plain reference
 * computed in JavaScript from the orders, after every kind of change: a new earlier order of an
 * existing customer (which changes the gap of an order on another, clean day), an order moving
 * to another customer, a cancellation, a deletion, and deleting all orders.
 */
describe.each(testEngines)('customer sequence rollups on %s', (engine) => {
  let shop: ReportShop;

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: new Date('2024-06-30T08:00:00Z') });
  });
  afterAll(() => shop.close());

  const inScope = <T>(work: Parameters<typeof withScope<T>>[2]) =>
    withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, work);
  const run = (statement: RawBuilder<unknown>) => inScope((trx) => statement.execute(trx));

  /** Refreshes the rollups, then reads them and the reference computed from the orders. */
  async function refreshAndRead(): Promise<{ rollups: Rollups; reference: Rollups }> {
    await shop.t.settle();
    return inScope(async (trx) => {
      const journeys = await sql<{
        customer_key: string;
        first_day: string;
        orders: number;
        source_1: string;
        source_2: string | null;
        source_3: string | null;
        day_2: string | null;
        order_days: string[];
      }>`
        SELECT customer_key, first_day::text, orders, source_1, source_2, source_3, day_2::text,
               order_days::text[] AS order_days
        FROM customer_journeys ORDER BY customer_key`.execute(trx);
      const counts = async (table: string, key: string, count: string) =>
        (
          await sql<{ line: string }>`
            SELECT grain || ' ' || start_day::text || ' ' || ${sql.raw(key)} || '×' || ${sql.raw(count)} AS line
            FROM ${sql.table(table)}`.execute(trx)
        ).rows
          .map((row) => row.line)
          .sort();
      const gaps = await counts('order_gap_counts', 'gap_days', 'orders');
      const paths = await counts(
        'journey_path_counts',
        `source_1 || '>' || source_2 || '>' || source_3 || ' ' || orders`,
        'customers',
      );
      const returns = await counts('journey_return_counts', `source_1 || ' ' || days_to_second`, 'customers');
      const acquired = await counts(
        'acquisition_counts',
        `source || '|' || campaign`,
        `customers || ' ' || revenue || ' ' || repeat_customers || ' ' || repeat_30 || ' ' || repeat_90 || ' ' || repeat_180`,
      );
      const orderCounts = await counts('acquisition_order_counts', 'orders', `customers || ' ' || revenue`);
      const acquiredGaps = await counts('acquisition_gap_counts', `step || ' ' || gap_days`, 'customers');
      const orders = await sql<ReferenceOrder>`
        SELECT customer_key, order_day::text, acquisition_source AS source,
               coalesce(acquisition_campaign, '') AS campaign, revenue::text, is_cancelled
        FROM orders ORDER BY order_date, order_id`.execute(trx);
      const pending = await sql<{ n: number }>`
        SELECT (SELECT count(*) FROM analytics_dirty_days)::int + (SELECT count(*) FROM analytics_dirty_customers)::int AS n`.execute(
        trx,
      );
      expect(pending.rows[0]?.n).toBe(0);
      return {
        rollups: {
          journeys: journeys.rows.map((row) => ({
            customer: row.customer_key,
            firstDay: row.first_day,
            orders: Number(row.orders),
            sources: [row.source_1, row.source_2, row.source_3],
            day2: row.day_2,
            orderDays: row.order_days,
          })),
          gaps,
          paths,
          returns,
          acquired,
          orderCounts,
          acquiredGaps,
        },
        reference: computeReference(orders.rows),
      };
    });
  }

  it('builds journeys and gaps from counted orders in the shop zone', async () => {
    await shop.addOrders([
      order('A1', '2024-03-01T10:00:00+01:00', 'anna@example.cz', 'Google', {
        acquisitionCampaign: 'Jaro',
        revenue: 250,
      }),
      order('A2', '2024-03-20T10:00:00+01:00', 'Anna@Example.cz', 'seznam'),
      order('A3', '2024-05-01T12:00:00+02:00', 'anna@example.cz'),
      order('B1', '2024-04-10T09:00:00+02:00', 'bob@example.cz', 'facebook'),
      order('B2', '2024-04-10T21:00:00+02:00', 'bob@example.cz', 'google'),
      { ...order('C1', '2024-05-05T10:00:00+02:00', 'cyril@example.cz', 'google'), cancelled: true },
      order('N1', '2024-05-05T11:00:00+02:00', null, 'google'),
    ]);
    const { rollups, reference } = await refreshAndRead();
    expect(rollups).toEqual(reference);
    expect(rollups.journeys).toEqual([
      {
        customer: 'anna@example.cz',
        firstDay: '2024-03-01',
        orders: 3,
        // Sources lower-cased; A3 has none ('').
        sources: ['google', 'seznam', ''],
        day2: '2024-03-20',
        orderDays: ['2024-03-01', '2024-03-20', '2024-05-01'],
      },
      {
        customer: 'bob@example.cz',
        firstDay: '2024-04-10',
        orders: 2,
        sources: ['facebook', 'google', null],
        day2: '2024-04-10',
        orderDays: ['2024-04-10', '2024-04-10'],
      },
      // cyril's only order is cancelled; N1 has no customer.
    ]);
    // 1.3. → 20.3. = 19 days; 20.3. → 1.5. = 11 + 30 + 1 = 42; bob twice on 10.4. = 0.
    expect(daily(rollups.gaps)).toEqual(['2024-03-20 19×1', '2024-04-10 0×1', '2024-05-01 42×1']);
    // The months hold the same counts: March one gap, April one, May one.
    expect(monthly(rollups.gaps)).toEqual(['2024-03-01 19×1', '2024-04-01 0×1', '2024-05-01 42×1']);
    // anna: google → seznam → '' with 3 orders, first on 1.3.; bob: facebook → google, 2 orders.
    expect(daily(rollups.paths)).toEqual([
      '2024-03-01 google>seznam> 3×1',
      '2024-04-10 facebook>google> 2×1',
    ]);
    expect(daily(rollups.returns)).toEqual(['2024-03-01 google 19×1', '2024-04-10 facebook 0×1']);
    // anna: acquired on 1.3. by google / Jaro, 250 + 100 + 100 to date, back within 19 days;
    // bob: on 10.4. by facebook without a campaign, back the same day.
    expect(daily(rollups.acquired)).toEqual([
      '2024-03-01 google|Jaro×1 450.00 1 1 1 1',
      '2024-04-10 facebook|×1 200.00 1 1 1 1',
    ]);
    expect(monthly(rollups.orderCounts)).toEqual(['2024-03-01 3×1 450.00', '2024-04-01 2×1 200.00']);
    // anna: 19 days to her 2nd order, 42 to her 3rd; bob: 0 days to his 2nd.
    expect(daily(rollups.acquiredGaps)).toEqual([
      '2024-03-01 1 19×1',
      '2024-03-01 2 42×1',
      '2024-04-10 1 0×1',
    ]);
  });

  it('recomputes the next order of a customer when an earlier order arrives on another day', async () => {
    // Only 10.2. becomes dirty, yet anna's order of 1.3. now has a gap: 10.2. → 1.3. = 19 + 1 = 20 (2024 is a leap year).
    await shop.addOrders([order('A0', '2024-02-10T10:00:00+01:00', 'anna@example.cz', 'heureka')]);
    const { rollups, reference } = await refreshAndRead();
    expect(rollups).toEqual(reference);
    expect(rollups.journeys[0]).toMatchObject({
      firstDay: '2024-02-10',
      orders: 4,
      sources: ['heureka', 'google', 'seznam'],
      day2: '2024-03-01',
    });
    expect(daily(rollups.gaps)).toEqual([
      '2024-03-01 20×1',
      '2024-03-20 19×1',
      '2024-04-10 0×1',
      '2024-05-01 42×1',
    ]);
    // March now holds two gaps (20 and 19 days); anna moved to the February cohort.
    expect(monthly(rollups.gaps)).toEqual([
      '2024-03-01 19×1',
      '2024-03-01 20×1',
      '2024-04-01 0×1',
      '2024-05-01 42×1',
    ]);
    expect(monthly(rollups.paths)).toEqual([
      '2024-02-01 heureka>google>seznam 4×1',
      '2024-04-01 facebook>google> 2×1',
    ]);
  });

  it('takes an order back from the customer it moved away from', async () => {
    // anna has no other order on 1.5.: only the trigger names her. bob: 10.4. → 1.5. = 20 + 1 = 21 days.
    await run(sql`UPDATE orders SET customer_key = 'bob@example.cz' WHERE order_id = 'A3'`);
    const { rollups, reference } = await refreshAndRead();
    expect(rollups).toEqual(reference);
    expect(rollups.journeys.map((journey) => [journey.customer, journey.orders, journey.sources])).toEqual([
      ['anna@example.cz', 3, ['heureka', 'google', 'seznam']],
      ['bob@example.cz', 3, ['facebook', 'google', '']],
    ]);
    expect(daily(rollups.gaps)).toEqual([
      '2024-03-01 20×1',
      '2024-03-20 19×1',
      '2024-04-10 0×1',
      '2024-05-01 21×1',
    ]);
    expect(daily(rollups.paths)).toEqual([
      '2024-02-10 heureka>google>seznam 3×1',
      '2024-04-10 facebook>google> 3×1',
    ]);
  });

  it('drops cancelled and deleted orders from the sequences', async () => {
    // Cancelling A0 gives anna back her first order of 1.3.; deleting B1 leaves bob 10.4. → 1.5.
    await run(sql`UPDATE orders SET is_cancelled = true WHERE order_id = 'A0'`);
    await run(sql`DELETE FROM orders WHERE order_id = 'B1'`);
    const { rollups, reference } = await refreshAndRead();
    expect(rollups).toEqual(reference);
    expect(rollups.journeys.map((journey) => [journey.customer, journey.firstDay, journey.orders])).toEqual([
      ['anna@example.cz', '2024-03-01', 2],
      ['bob@example.cz', '2024-04-10', 2],
    ]);
    expect(daily(rollups.gaps)).toEqual(['2024-03-20 19×1', '2024-05-01 21×1']);
    // bob's first counted order is now B2 (google), his second A3 without a source, 21 days later.
    expect(daily(rollups.returns)).toEqual(['2024-03-01 google 19×1', '2024-04-10 google 21×1']);
  });

  it('recounts a customer whose order changed its revenue or campaign', async () => {
    // Neither changes a day or a sequence: only the trigger of migration 0022 names anna and bob.
    await run(sql`UPDATE orders SET revenue = 180 WHERE order_id = 'A2'`);
    await run(sql`UPDATE orders SET acquisition_campaign = 'Léto' WHERE order_id = 'B2'`);
    const { rollups, reference } = await refreshAndRead();
    expect(rollups).toEqual(reference);
    // anna: A1 250 + A2 180 (A0 cancelled); bob: B2 100 + A3 100, now acquired by google / Léto.
    expect(daily(rollups.acquired)).toEqual([
      '2024-03-01 google|Jaro×1 430.00 1 1 1 1',
      '2024-04-10 google|Léto×1 200.00 1 1 1 1',
    ]);
  });

  it('rebuilds a customer to the same rows, and marks nobody when an order is merely seen again', async () => {
    const before = await refreshAndRead();
    await inScope(async (trx) => {
      // An import that sees an unchanged order again only stamps it: nothing the sequences read.
      await sql`UPDATE orders SET import_id = NULL`.execute(trx);
      const marked = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM analytics_dirty_customers`.execute(trx);
      expect(marked.rows[0]?.n).toBe(0);
      // Rebuilding every customer twice changes nothing: by their keys, and by ranges of keys one
      // customer per step (the way a full import is rebuilt, in steps of thousands).
      // Marks as the refresh job claims them (migration 0033).
      const markAll = sql`INSERT INTO analytics_dirty_customers (shop_id, customer_key, claimed)
        SELECT DISTINCT shop_id, customer_key, true FROM orders WHERE customer_key IS NOT NULL`;
      await markAll.execute(trx);
      await refreshCustomerSequences(trx, shop.shopId);
      await markAll.execute(trx);
      await refreshCustomerSequencesInSteps(trx, shop.shopId, 1);
    });
    expect(await refreshAndRead()).toEqual(before);
  });

  it('empties the rollups when all orders are deleted', async () => {
    const deleted = await shop.t.call('DELETE', `/api/shops/${shop.shopId}/orders`, {
      cookie: shop.owner.cookie,
    });
    expect(deleted.status).toBe(200);
    const { rollups } = await refreshAndRead();
    expect(rollups).toEqual({
      journeys: [],
      gaps: [],
      paths: [],
      returns: [],
      acquired: [],
      orderCounts: [],
      acquiredGaps: [],
    });
  });
});

const daily = (lines: string[]) =>
  lines.filter((line) => line.startsWith('day ')).map((line) => line.slice(4));
const monthly = (lines: string[]) =>
  lines.filter((line) => line.startsWith('month ')).map((line) => line.slice(6));

/**
 * The plain reference: each customer's counted orders in order of time (the rows come sorted by
 * date and order id), and what they count per day and per month: gaps on the day of the later
 * order, paths and returns on the day of the first order.
 */
interface ReferenceOrder {
  customer_key: string | null;
  order_day: string;
  source: string | null;
  campaign: string;
  revenue: string;
  is_cancelled: boolean;
}

function computeReference(orders: ReferenceOrder[]): Rollups {
  const byCustomer = new Map<string, { day: string; source: string; campaign: string; cents: number }[]>();
  for (const row of orders) {
    if (!row.customer_key || row.is_cancelled) continue;
    const list = byCustomer.get(row.customer_key) ?? [];
    list.push({
      day: row.order_day,
      source: (row.source ?? '').toLowerCase(),
      campaign: row.campaign,
      cents: Math.round(Number(row.revenue) * 100),
    });
    byCustomer.set(row.customer_key, list);
  }
  const tally = () => new Map<string, number>();
  const gaps = tally();
  const paths = tally();
  const returns = tally();
  const add = (counts: Map<string, number>, day: string, key: string | number) => {
    for (const line of [`day ${day} ${key}`, `month ${day.slice(0, 8)}01 ${key}`]) {
      counts.set(line, (counts.get(line) ?? 0) + 1);
    }
  };
  const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
  // Summed figures per line: customers, revenue in cents, and for acquisitions the repeat ones.
  const sums = () => new Map<string, number[]>();
  const acquired = sums();
  const orderCounts = sums();
  const acquiredGaps = tally();
  const addUp = (table: Map<string, number[]>, day: string, key: string | number, figures: number[]) => {
    for (const line of [`day ${day} ${key}`, `month ${day.slice(0, 8)}01 ${key}`]) {
      const sum = table.get(line) ?? figures.map(() => 0);
      table.set(
        line,
        sum.map((value, index) => value + figures[index]!),
      );
    }
  };
  for (const list of byCustomer.values()) {
    const first = list[0]!.day;
    const source = (index: number) => list[index]?.source ?? '';
    const cents = list.reduce((sum, entry) => sum + entry.cents, 0);
    const toSecond = list[1] ? daysBetween(first, list[1].day) : null;
    const within = (days: number) => (toSecond !== null && toSecond <= days ? 1 : 0);
    addUp(acquired, first, `${source(0)}|${list[0]!.campaign}`, [
      1,
      cents,
      toSecond === null ? 0 : 1,
      within(30),
      within(90),
      within(180),
    ]);
    addUp(orderCounts, first, Math.min(list.length, 11), [1, cents]);
    if (list[1]) add(acquiredGaps, first, `1 ${daysBetween(first, list[1].day)}`);
    if (list[2]) add(acquiredGaps, first, `2 ${daysBetween(list[1]!.day, list[2].day)}`);
    add(paths, first, `${source(0)}>${source(1)}>${source(2)} ${Math.min(list.length, 5)}`);
    if (list[1]) add(returns, first, `${source(0)} ${daysBetween(first, list[1].day)}`);
    for (let index = 1; index < list.length; index++) {
      add(gaps, list[index]!.day, daysBetween(list[index - 1]!.day, list[index]!.day));
    }
  }
  const lines = (counts: Map<string, number>) =>
    [...counts.entries()].map(([line, count]) => `${line}×${count}`).sort();
  const journeys: Journey[] = [...byCustomer.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([customer, list]) => ({
      customer,
      firstDay: list[0]!.day,
      orders: list.length,
      sources: [0, 1, 2].map((index) => list[index]?.source ?? null),
      day2: list[1]?.day ?? null,
      orderDays: list.map((entry) => entry.day),
    }));
  // Revenue (the second figure) printed as numeric(16, 2) prints it.
  const sumLines = (table: Map<string, number[]>) =>
    [...table.entries()]
      .map(([line, [customers, cents, ...rest]]) =>
        [`${line}×${customers}`, (cents! / 100).toFixed(2), ...rest].join(' '),
      )
      .sort();
  return {
    journeys,
    gaps: lines(gaps),
    paths: lines(paths),
    returns: lines(returns),
    acquired: sumLines(acquired),
    orderCounts: sumLines(orderCounts),
    acquiredGaps: lines(acquiredGaps),
  };
}
