import type { OrderDetail, OrderList } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import {
  churnRisk,
  customerLifetimeValue,
  customerTier,
  getCustomerKey,
  getZonedDay,
  orderFrequency,
  parseOrderDate,
} from '@ziskomer/domain';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { countRows, createShop, csv, importFile, shareShop } from './imports-test-kit.ts';

const HEADER = [
  'order_id',
  'order_date',
  'customer_email',
  'customer_name',
  'order_revenue',
  'order_margin',
  'order_paid',
  'order_online',
  'order_cancelled',
  'order_status',
  'acquisition_source',
  'payment_method',
  'shipping_method',
  'product_name',
  'product_category',
  'quantity',
  'unit_price',
];

interface FixtureOrder {
  id: string;
  date: string;
  email: string;
  name: string;
  revenue: number;
  margin: number | null;
  paid: boolean;
  online: boolean;
  cancelled: boolean;
  status: string;
  source: string;
  payment: string;
  shipping: string;
  lines: [string, string, number, number][];
}

/** A small shop: 8 customers (one without e-mail), orders over a few days around DST, some cancelled. */
function buildFixture(): FixtureOrder[] {
  const orders: FixtureOrder[] = [];
  const days = [
    '30.3.2024 23:30',
    '31.3.2024 01:30',
    '31.3.2024 03:30',
    '1.4.2024 12:00',
    '2.4.2024 00:10',
    '15.5.2024 18:00',
  ];
  for (let i = 1; i <= 30; i++) {
    const customer = i % 8;
    const lines: FixtureOrder['lines'] = [['Káva Etiopie', 'Káva', 1 + (i % 3), 189.5]];
    if (i % 4 === 0) lines.push(['Hrnek', '', 2, 99]);
    const revenue = Math.round(lines.reduce((sum, [, , q, p]) => sum + q * p, 0) * 100) / 100;
    orders.push({
      id: `#${1000 + i}`,
      date: days[i % days.length]!,
      email: customer === 0 ? '' : `Zakaznik${customer}@Example.cz`,
      name: `Zákazník ${customer}`,
      revenue,
      margin: i % 5 === 0 ? null : Math.round(revenue * 0.25 * 100) / 100,
      paid: i % 3 !== 0,
      online: i % 2 === 0,
      cancelled: i % 7 === 0,
      status: i % 7 === 0 ? 'Stornována' : 'Vyřízena',
      source: i % 2 === 0 ? 'google' : 'facebook',
      payment: i % 3 === 0 ? 'Dobírka' : 'Kartou',
      shipping: i % 2 === 0 ? 'Zásilkovna' : 'PPL',
      lines,
    });
  }
  return orders;
}

function toCsv(orders: FixtureOrder[]): string {
  const yes = (value: boolean) => (value ? 'ano' : 'ne');
  const money = (value: number) => value.toFixed(2).replace('.', ',');
  const rows: (string | number)[][] = [HEADER];
  for (const o of orders) {
    for (const [product, category, quantity, price] of o.lines) {
      rows.push([
        o.id,
        o.date,
        o.email,
        o.name,
        money(o.revenue),
        o.margin === null ? '' : money(o.margin),
        yes(o.paid),
        yes(o.online),
        yes(o.cancelled),
        o.status,
        o.source,
        o.payment,
        o.shipping,
        product,
        category,
        quantity,
        money(price),
      ]);
    }
  }
  return csv(rows);
}

const TZ = 'Europe/Prague';

/** Customer facts and daily metrics computed plainly from the fixture, with the SPEC rules. */
function reference(orders: FixtureOrder[], now: Date) {
  const parsed = orders.map((o) => {
    const date = parseOrderDate(o.date, TZ);
    if (!date.ok) throw new Error(o.date);
    return {
      ...o,
      instant: date.instant,
      day: getZonedDay(date.instant, TZ),
      key: getCustomerKey(o.email, null),
    };
  });
  const live = parsed.filter((o) => !o.cancelled);
  const customers = new Map<string, typeof live>();
  for (const o of live) if (o.key) customers.set(o.key, [...(customers.get(o.key) ?? []), o]);
  const customerFacts = [...customers.entries()]
    .map(([key, list]) => {
      const total = list.reduce((sum, o) => sum + o.revenue, 0);
      const avg = Math.round((total / list.length) * 100) / 100;
      const first = new Date(Math.min(...list.map((o) => o.instant.getTime())));
      const last = new Date(Math.max(...list.map((o) => o.instant.getTime())));
      const frequency = orderFrequency(list.length, first, last);
      const count = (pick: (o: (typeof list)[number]) => string) => {
        const tally = new Map<string, number>();
        for (const o of list) tally.set(pick(o), (tally.get(pick(o)) ?? 0) + 1);
        const top = Math.max(...tally.values());
        return [...tally.entries()].filter(([, n]) => n === top).map(([v]) => v);
      };
      return {
        customer_key: key,
        total_orders: list.length,
        total_revenue: Math.round(total * 100) / 100,
        avg_order_value: avg,
        first_order_date: first.toISOString(),
        last_order_date: last.toISOString(),
        is_returning: list.length > 1,
        tier: customerTier(total, avg),
        lifetime_value: customerLifetimeValue(avg, list.length),
        order_frequency: frequency,
        churn_risk: churnRisk(Math.floor((now.getTime() - last.getTime()) / 86_400_000), frequency),
        preferred_payment: count((o) => o.payment),
        preferred_shipping: count((o) => o.shipping),
      };
    })
    .sort((a, b) => a.customer_key.localeCompare(b.customer_key));

  const firstDay = new Map<string, string>();
  for (const [key, list] of customers) firstDay.set(key, list.map((o) => o.day).sort()[0]!);
  const days = new Map<string, Record<string, number>>();
  for (const o of parsed) {
    const day = days.get(o.day) ?? {
      orders: 0,
      revenue: 0,
      revenue_without_vat: 0,
      margin: 0,
      margin_estimated_orders: 0,
      paid_orders: 0,
      cancelled_orders: 0,
      online_orders: 0,
      items: 0,
      new_customers: 0,
      returning_customer_orders: 0,
    };
    days.set(o.day, day);
    if (o.cancelled) {
      day.cancelled_orders!++;
      continue;
    }
    const vat = Math.round(o.revenue * 0.2 * 100) / 100;
    day.orders!++;
    day.revenue! += o.revenue;
    day.revenue_without_vat! += Math.round((o.revenue - vat) * 100) / 100;
    day.margin! += o.margin ?? Math.round(o.revenue * 0.3 * 100) / 100;
    if (o.margin === null) day.margin_estimated_orders!++;
    if (o.paid) day.paid_orders!++;
    if (o.online) day.online_orders!++;
    day.items! += o.lines.length;
    if (o.key) day.returning_customer_orders!++;
  }
  for (const day of firstDay.values()) {
    days.get(day)!.new_customers!++;
    days.get(day)!.returning_customer_orders!--;
  }
  const daily = [...days.entries()]
    .map(([day, m]) => ({
      day,
      ...Object.fromEntries(Object.entries(m).map(([k, v]) => [k, Math.round(v * 100) / 100])),
    }))
    .sort((a, b) => a.day.localeCompare(b.day));
  return { customerFacts, daily };
}

async function readRollups(t: TestApp, shopId: string) {
  return withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
    const customers = await trx.selectFrom('customers').selectAll().orderBy('customer_key').execute();
    const daily = await trx
      .selectFrom('daily_shop_metrics')
      .select([
        sql<string>`day::text`.as('day'),
        'orders',
        'revenue',
        'revenue_without_vat',
        'margin',
        'margin_estimated_orders',
        'paid_orders',
        'cancelled_orders',
        'online_orders',
        'items',
        'new_customers',
        'returning_customer_orders',
      ])
      .orderBy(sql`day`)
      .execute();
    return {
      customers: customers.map((c) => ({
        customer_key: c.customer_key,
        total_orders: c.total_orders,
        total_revenue: Number(c.total_revenue),
        avg_order_value: Number(c.avg_order_value),
        first_order_date: c.first_order_date.toISOString(),
        last_order_date: c.last_order_date.toISOString(),
        is_returning: c.is_returning,
        tier: c.tier,
        lifetime_value: Number(c.lifetime_value),
        order_frequency: Number(c.order_frequency),
        churn_risk: c.churn_risk,
        preferred_payment: c.preferred_payment_method,
        preferred_shipping: c.preferred_shipping_method,
      })),
      daily: daily.map((d) => ({
        day: d.day,
        orders: d.orders,
        revenue: Number(d.revenue),
        revenue_without_vat: Number(d.revenue_without_vat),
        margin: Number(d.margin),
        margin_estimated_orders: d.margin_estimated_orders,
        paid_orders: d.paid_orders,
        cancelled_orders: d.cancelled_orders,
        online_orders: d.online_orders,
        items: d.items,
        new_customers: d.new_customers,
        returning_customer_orders: d.returning_customer_orders,
      })),
    };
  });
}

function expectRollups(
  actual: Awaited<ReturnType<typeof readRollups>>,
  expected: ReturnType<typeof reference>,
) {
  expect(actual.daily).toEqual(expected.daily);
  expect(actual.customers.map(({ preferred_payment, preferred_shipping, ...rest }) => rest)).toEqual(
    expected.customerFacts.map(({ preferred_payment, preferred_shipping, ...rest }) => rest),
  );
  actual.customers.forEach((customer, index) => {
    // Ties between equally frequent methods may go either way.
    expect(expected.customerFacts[index]!.preferred_payment).toContain(customer.preferred_payment);
    expect(expected.customerFacts[index]!.preferred_shipping).toContain(customer.preferred_shipping);
  });
}

describe.each(testEngines)('orders on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let shopId: string;
  const now = new Date('2024-06-01T08:00:00Z');
  let fixture: FixtureOrder[];

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now });
    owner = await t.signUp(`orders-owner-${engine}@example.cz`, 'Majitel');
    viewer = await t.signUp(`orders-viewer-${engine}@example.cz`, 'Čtenář');
    stranger = await t.signUp(`orders-stranger-${engine}@example.cz`, 'Cizí');
    shopId = await createShop(t, owner, 'Pražírna');
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
    fixture = buildFixture();
    const done = await importFile(t, owner, shopId, toCsv(fixture), { job: { batchOrders: 7 } });
    expect(done.counts).toMatchObject({ orders: 30, inserted: 30, rejected: 0 });
  });
  afterAll(() => t.close());

  it('maintains customer facts and daily metrics equal to a plain computation', async () => {
    expectRollups(await readRollups(t, shopId), reference(fixture, now));
  });

  it('keeps them equal after an overlapping import changes customers, days and cancellations', async () => {
    const changed = fixture.map((o) => ({ ...o, lines: [...o.lines] }));
    changed[0] = { ...changed[0]!, cancelled: true, status: 'Stornována' };
    changed[6] = { ...changed[6]!, cancelled: false, status: 'Vyřízena' };
    changed[2] = { ...changed[2]!, email: 'novy@example.cz', date: '20.5.2024 10:00' };
    changed[9] = { ...changed[9]!, date: '1.1.2024 08:00' };
    const done = await importFile(t, owner, shopId, toCsv(changed.slice(0, 15)), { job: { batchOrders: 4 } });
    expect(done.counts).toMatchObject({ orders: 15, updated: 4, unchanged: 11 });
    fixture = changed;
    expectRollups(await readRollups(t, shopId), reference(fixture, now));
  });

  it('lists orders 100 per page with filters, search, sorting and the total', async () => {
    const list = async (query: string, user = viewer) => {
      const response = await t.call('GET', `/api/shops/${shopId}/orders${query}`, { cookie: user.cookie });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as OrderList;
    };
    const all = await list('');
    expect(all).toMatchObject({ total: 30, page: 1, pageSize: 100 });
    const dates = all.items.map((o) => o.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());

    expect((await list('?cancelled=true')).items.every((o) => o.cancelled)).toBe(true);
    expect((await list('?cancelled=true')).total).toBe(fixture.filter((o) => o.cancelled).length);
    expect((await list('?paid=false')).total).toBe(fixture.filter((o) => !o.paid).length);
    expect((await list('?source=google')).total).toBe(fixture.filter((o) => o.source === 'google').length);
    expect((await list('?status=Stornov%C3%A1na')).total).toBe(
      fixture.filter((o) => o.status === 'Stornována').length,
    );
    const search = await list('?q=zakaznik3%40');
    expect(search.total).toBeGreaterThan(0);
    expect(search.items.every((o) => o.customerKey === 'zakaznik3@example.cz')).toBe(true);
    expect((await list('?q=100%25')).total).toBe(0);
    // Days are the shop's: 31 March 01:30 and 03:30 (around the DST change) are one day.
    const day = await list('?from=2024-03-31&to=2024-03-31');
    expect(day.items.every((o) => o.orderDay === '2024-03-31')).toBe(true);
    expect(day.total).toBe(fixture.filter((o) => o.date.startsWith('31.3.2024')).length);
    const byRevenue = await list('?sort=revenue&dir=asc');
    const revenues = byRevenue.items.map((o) => o.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => a - b));
    expect((await list('?page=2')).items).toEqual([]);
    const bad = await t.call('GET', `/api/shops/${shopId}/orders?sort=drop`, { cookie: viewer.cookie });
    expect(bad.status).toBe(422);
  });

  it('opens an order with its lines and customer facts, ids with # and / included', async () => {
    const response = await t.call('GET', `/api/shops/${shopId}/orders/${encodeURIComponent('#1004')}`, {
      cookie: viewer.cookie,
    });
    expect(response.status).toBe(200);
    const order = (await response.json()) as OrderDetail;
    expect(order).toMatchObject({
      orderId: '#1004',
      customerEmail: 'Zakaznik4@Example.cz',
      customerKey: 'zakaznik4@example.cz',
      itemCount: 2,
    });
    expect(order.items).toEqual([
      {
        lineNo: 1,
        productCode: null,
        productName: 'Káva Etiopie',
        category: 'Káva',
        quantity: 2,
        unitPrice: 189.5,
        margin: 113.7,
        marginEstimated: true,
      },
      {
        lineNo: 2,
        productCode: null,
        productName: 'Hrnek',
        category: 'Nezařazeno',
        quantity: 2,
        unitPrice: 99,
        margin: 59.4,
        marginEstimated: true,
      },
    ]);
    expect(order.customer).toMatchObject({ customerKey: 'zakaznik4@example.cz', isReturning: true });
    expect(order.customer!.daysSinceLastOrder).toBeGreaterThan(0);
    expect(order.revenueWithoutVat + order.vat).toBeCloseTo(order.revenue, 2);

    const created = await t.call('POST', `/api/shops/${shopId}/orders`, {
      cookie: owner.cookie,
      body: {
        orderId: 'A/1 #x',
        orderDate: '2024-05-20T10:00:00',
        revenue: 500,
        items: [{ productName: 'Dárek', unitPrice: 500 }],
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const slash = await t.call('GET', `/api/shops/${shopId}/orders/${encodeURIComponent('A/1 #x')}`, {
      cookie: viewer.cookie,
    });
    expect(((await slash.json()) as OrderDetail).orderId).toBe('A/1 #x');

    expect((await t.call('GET', `/api/shops/${shopId}/orders/nope`, { cookie: viewer.cookie })).status).toBe(
      404,
    );
    expect(
      (await t.call('GET', `/api/shops/${shopId}/orders/%231004`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect((await t.call('GET', `/api/shops/${shopId}/orders`, { cookie: stranger.cookie })).status).toBe(
      404,
    );
  });

  it('adds an order by hand through the same path: validation, conflict, rollups', async () => {
    const body = {
      orderId: 'MAN-1',
      orderDate: '2024-05-31',
      customerEmail: 'Rucni@Example.cz',
      revenue: 1210,
      margin: 300,
      paid: true,
      items: [{ productName: 'Mlýnek', category: 'Příslušenství', quantity: 1, unitPrice: 1210 }],
    };
    expect(
      (await t.call('POST', `/api/shops/${shopId}/orders`, { cookie: viewer.cookie, body })).status,
    ).toBe(403);
    const created = await t.call('POST', `/api/shops/${shopId}/orders`, { cookie: owner.cookie, body });
    expect(created.status).toBe(201);
    const order = (await created.json()) as OrderDetail;
    expect(order).toMatchObject({
      orderId: 'MAN-1',
      orderDay: '2024-05-31',
      customerKey: 'rucni@example.cz',
      revenueWithoutVat: 968,
      vat: 242,
      margin: 300,
      marginEstimated: false,
      currency: 'CZK',
      customer: { totalOrders: 1, totalRevenue: 1210, isReturning: false },
    });
    expect((await t.call('POST', `/api/shops/${shopId}/orders`, { cookie: owner.cookie, body })).status).toBe(
      409,
    );
    const invalid = await t.call('POST', `/api/shops/${shopId}/orders`, {
      cookie: owner.cookie,
      body: { ...body, orderId: 'MAN-2', revenue: -1 },
    });
    expect(invalid.status).toBe(422);
    const badDate = await t.call('POST', `/api/shops/${shopId}/orders`, {
      cookie: owner.cookie,
      body: { ...body, orderId: 'MAN-3', orderDate: '2024-02-31' },
    });
    expect(badDate.status).toBe(422);
    const day = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .selectFrom('daily_shop_metrics')
        .select(['orders', 'revenue', 'new_customers'])
        .where('day', '=', '2024-05-31')
        .executeTakeFirstOrThrow(),
    );
    expect(day).toEqual({ orders: 1, revenue: '1210.00', new_customers: 1 });
  });

  it('11: exports the filtered orders as CSV with formula leads escaped and numbers kept numeric', async () => {
    const evil = await createShop(t, owner, 'Vzorce');
    const rows = [
      ['order_id', 'order_date', 'customer_name', 'order_revenue', 'order_margin', 'order_status'],
      ['F1', '1.5.2024', '=HYPERLINK("http://x","y")', '100', '-5', '+SUM(A1)'],
      ['F2', '2.5.2024', '@cmd', '200', '10', '-2+3'],
    ];
    await importFile(t, owner, evil, csv(rows));
    const response = await t.call('GET', `/api/shops/${evil}/orders.csv?dir=asc`, { cookie: viewer.cookie });
    expect(response.status).toBe(404);
    const own = await t.call('GET', `/api/shops/${evil}/orders.csv?dir=asc`, { cookie: owner.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await own.arrayBuffer());
    // A UTF-8 byte order mark, so that Excel reads the diacritics right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, first, second] = parse(new TextDecoder().decode(bytes), { delimiter: ';' }) as string[][];
    const column = (name: string) => header!.indexOf(name);
    expect(first![column('customer_name')]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(first![column('order_status')]).toBe("'+SUM(A1)");
    expect(first![column('order_margin')]).toBe('-5,00');
    expect(first![column('order_revenue')]).toBe('100,00');
    expect(second![column('customer_name')]).toBe("'@cmd");
    expect(second![column('order_status')]).toBe("'-2+3");
    expect(first![column('order_date')]).toBe('2024-05-01 00:00:00');

    // TAB and CR leads survive only in raw values, which the error report escapes the same way.
    const broken = csv([
      ['order_id', 'order_date', 'order_revenue'],
      ['T1', '1.5.2024', '\t=1+1'],
      ['T2', '1.5.2024', '"\r=1+1"'],
    ]);
    const failed = await importFile(t, owner, evil, broken);
    const report = await t.call('GET', `/api/shops/${evil}/imports/${failed.id}/errors.csv`, {
      cookie: owner.cookie,
    });
    const reportRows = parse(await report.text(), { delimiter: ';' }) as string[][];
    expect(reportRows.slice(1).map((r) => r[4])).toEqual(["'\t=1+1", "'\r=1+1"]);
  });

  it('streams a large export page by page with every order once', async () => {
    const big = await createShop(t, owner, 'Velký export');
    const rows = [
      ['order_id', 'order_date', 'order_revenue'],
      ...Array.from({ length: 2300 }, (_, i) => [`X${i}`, '3.3.2024 10:00', '10']),
    ];
    await importFile(t, owner, big, csv(rows));
    const response = await t.call('GET', `/api/shops/${big}/orders.csv`, { cookie: owner.cookie });
    const records = parse(await response.text(), { delimiter: ';' }) as string[][];
    expect(records).toHaveLength(2301);
    expect(new Set(records.slice(1).map((r) => r[0])).size).toBe(2300);
  });

  it('deletes all order data of a shop for an admin only, keeping the import history', async () => {
    expect((await t.call('DELETE', `/api/shops/${shopId}/orders`, { cookie: viewer.cookie })).status).toBe(
      403,
    );
    expect((await t.call('DELETE', `/api/shops/${shopId}/orders`, { cookie: stranger.cookie })).status).toBe(
      404,
    );
    const response = await t.call('DELETE', `/api/shops/${shopId}/orders`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Order data successfully deleted' });
    expect(await countRows(t, shopId, 'orders')).toBe(0);
    expect(await countRows(t, shopId, 'order_items')).toBe(0);
    expect(await countRows(t, shopId, 'customers')).toBe(0);
    expect((await readRollups(t, shopId)).daily).toEqual([]);
    const imports = await t.call('GET', `/api/shops/${shopId}/imports`, { cookie: owner.cookie });
    expect(((await imports.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });
});
