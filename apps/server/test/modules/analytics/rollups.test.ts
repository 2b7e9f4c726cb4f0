import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

interface DimensionRow {
  day: string;
  dimension: string;
  value: string;
  label: string | null;
  orders: number;
  revenue: number;
  margin: number;
  quantity: number;
}

describe.each(testEngines)('analytics rollups on %s', (engine) => {
  let shop: ReportShop;

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: new Date('2024-06-30T08:00:00Z') });
  });
  afterAll(() => shop.close());

  const refreshAndRead = async (dimension: string) => {
    await shop.t.settle();
    return withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, async (trx) => {
      const rows = await sql<DimensionRow>`
        SELECT day::text AS day, dimension, value, label, orders, revenue, margin, quantity
        FROM daily_dimension_metrics WHERE shop_id = ${shop.shopId} AND dimension = ${dimension}
        ORDER BY day, value`.execute(trx);
      const dirty = await sql<{ n: number }>`SELECT count(*)::int AS n FROM analytics_dirty_days`.execute(
        trx,
      );
      expect(dirty.rows[0]?.n).toBe(0);
      return rows.rows.map((row) => ({
        ...row,
        orders: Number(row.orders),
        revenue: Number(row.revenue),
        margin: Number(row.margin),
        quantity: Number(row.quantity),
      }));
    });
  };

  it('sums each day per dimension value, skipping cancelled orders, in the shop zone', async () => {
    await shop.addOrders([
      // 23:30 UTC on 14.6. is 01:30 on 15.6. in Prague.
      {
        orderId: 'A',
        orderDate: '2024-06-14T23:30:00Z',
        revenue: 1000,
        margin: 300,
        customerCity: 'Brno',
        paymentMethod: 'Dobírka',
        items: [
          { productCode: 'K1', productName: 'Káva', category: 'Káva', quantity: 2, unitPrice: 300 },
          { productName: 'Hrnek', quantity: 1, unitPrice: 400, margin: 100 },
        ],
      },
      { orderId: 'B', orderDate: '2024-06-15T10:00:00+02:00', revenue: 500, customerCity: 'Brno' },
      {
        orderId: 'C',
        orderDate: '2024-06-15T11:00:00+02:00',
        revenue: 700,
        cancelled: true,
        customerCity: 'Brno',
      },
    ]);
    expect(await refreshAndRead('city')).toEqual([
      // A (margin 300) + B (estimated 30 % of 500 = 150); C is cancelled.
      {
        day: '2024-06-15',
        dimension: 'city',
        value: 'Brno',
        label: null,
        orders: 2,
        revenue: 1500,
        margin: 450,
        quantity: 0,
      },
    ]);
    expect((await refreshAndRead('hour')).map((row) => [row.value, row.orders])).toEqual([
      ['1', 1],
      ['10', 1],
    ]);
    const products = await refreshAndRead('product');
    expect(products.map((row) => [row.value, row.label, row.revenue, row.quantity])).toEqual([
      ['Hrnek', 'Hrnek', 400, 1],
      ['K1', 'Káva', 600, 2],
    ]);
    expect((await refreshAndRead('category')).map((row) => row.value)).toEqual(['Káva', 'Nezařazeno']);
  });

  it('adds the days of new orders and clears the days whose orders are deleted', async () => {
    const response = await shop.t.call('POST', `/api/shops/${shop.shopId}/orders`, {
      cookie: shop.owner.cookie,
      body: { orderId: 'D', orderDate: '2024-06-20T10:00:00+02:00', revenue: 100, customerCity: 'Zlín' },
    });
    expect(response.status).toBe(201);
    expect((await refreshAndRead('city')).map((row) => [row.day, row.value])).toEqual([
      ['2024-06-15', 'Brno'],
      ['2024-06-20', 'Zlín'],
    ]);
    const deleted = await shop.t.call('DELETE', `/api/shops/${shop.shopId}/orders`, {
      cookie: shop.owner.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await refreshAndRead('city')).toEqual([]);
  });

  it("counts a customer's first order by source, and moves it when an earlier order arrives", async () => {
    await shop.addOrders([
      {
        orderId: 'N1',
        orderDate: '2024-06-10T10:00:00+02:00',
        revenue: 300,
        customerEmail: 'eva@example.cz',
        acquisitionSource: 'Google',
        acquisitionCampaign: 'Léto',
      },
    ]);
    const newSources = async () =>
      (await refreshAndRead('new_source')).map((row) => [row.day, row.value, row.orders]);
    expect(await newSources()).toEqual([['2024-06-10', 'google', 1]]);
    expect((await refreshAndRead('source_campaign')).map((row) => row.value)).toContain('google\u001fLéto');
    // An older order of the same customer makes 5.6. her first day; 10.6. no longer counts her.
    await shop.addOrders([
      {
        orderId: 'N0',
        orderDate: '2024-06-05T10:00:00+02:00',
        revenue: 200,
        customerEmail: 'eva@example.cz',
        acquisitionSource: 'sklik',
      },
    ]);
    expect(await newSources()).toEqual([['2024-06-05', 'sklik', 1]]);
  });

  it('sums whole months of the daily rows, and recomputes a month whose day changed', async () => {
    await shop.addOrders([
      // 22:30 UTC on 30.6. is 00:30 on 1.7. in Prague: a July order.
      {
        orderId: 'M1',
        orderDate: '2024-06-30T22:30:00Z',
        revenue: 400,
        customerCity: 'Ostrava',
        items: [{ productCode: 'K1', productName: 'Káva', quantity: 1, unitPrice: 400 }],
      },
      {
        orderId: 'M2',
        orderDate: '2024-07-15T10:00:00+02:00',
        revenue: 600,
        customerCity: 'Ostrava',
        items: [{ productCode: 'K1', productName: 'Káva', quantity: 2, unitPrice: 300 }],
      },
      { orderId: 'M3', orderDate: '2024-06-20T10:00:00+02:00', revenue: 250, customerCity: 'Ostrava' },
      {
        orderId: 'M4',
        orderDate: '2024-07-16T10:00:00+02:00',
        revenue: 999,
        cancelled: true,
        customerCity: 'Ostrava',
      },
    ]);
    const monthly = async (dimension: string) => {
      await shop.t.settle();
      return withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, async (trx) => {
        const rows = await sql<
          { month: string; value: string; label: string | null } & Record<string, string>
        >`
          SELECT month::text AS month, value, label, orders, revenue, quantity
          FROM monthly_dimension_metrics WHERE dimension = ${dimension} ORDER BY month, value`.execute(trx);
        return rows.rows.map((row) => [
          row.month,
          row.value,
          row.label,
          Number(row.orders),
          Number(row.revenue),
          Number(row.quantity),
        ]);
      });
    };
    // June: eva's N0 (200) and N1 (300) without a city, M3 in Ostrava; July: M1 and M2 (M4 cancelled).
    expect(await monthly('city')).toEqual([
      ['2024-06-01', '', null, 2, 500, 0],
      ['2024-06-01', 'Ostrava', null, 1, 250, 0],
      ['2024-07-01', 'Ostrava', null, 2, 1000, 0],
    ]);
    expect(await monthly('product')).toEqual([['2024-07-01', 'K1', 'Káva', 2, 1000, 3]]);
    await withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, (trx) =>
      sql`DELETE FROM orders WHERE order_id = 'M2'`.execute(trx),
    );
    expect(await monthly('city')).toEqual([
      ['2024-06-01', '', null, 2, 500, 0],
      ['2024-06-01', 'Ostrava', null, 1, 250, 0],
      ['2024-07-01', 'Ostrava', null, 1, 400, 0],
    ]);
    expect(await monthly('product')).toEqual([['2024-07-01', 'K1', 'Káva', 1, 400, 1]]);
  });

  it('lets a shop with orders be deleted, leaving no marks behind', async () => {
    const response = await shop.t.call('DELETE', `/api/shops/${shop.shopId}`, { cookie: shop.owner.cookie });
    expect(response.status).toBeLessThan(300);
    const marks = await withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, (trx) =>
      sql<{ n: number }>`SELECT count(*)::int AS n FROM analytics_dirty_days`.execute(trx),
    );
    expect(marks.rows[0]?.n).toBe(0);
  });
});
