import type { CustomerQuintilesReport } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { CUSTOMER_ORDERS, NOW } from './customer-report-fixture.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

const emptyFifth = (quintile: number) => ({
  quintile,
  customers: 0,
  revenue: 0,
  revenueShare: 0,
  averageRevenue: null,
  averageOrders: null,
  minRevenue: null,
  maxRevenue: null,
});

describe.each(testEngines)('customer quintiles report on %s', (engine) => {
  let shop: ReportShop;

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: NOW });
  });
  afterAll(() => shop.close());

  const report = (query = '') => shop.report<CustomerQuintilesReport>('customer-quintiles', query);

  it('answers a shop without customers with five empty fifths', async () => {
    const { data } = await report();
    expect(data).toEqual({
      customers: 0,
      revenue: 0,
      quintiles: [1, 2, 3, 4, 5].map(emptyFifth),
      pareto: [],
      topFifthRevenueShare: null,
    });
  });

  it('puts a single customer in the top fifth with all revenue', async () => {
    await shop.addOrders(CUSTOMER_ORDERS.filter((order) => order.orderId === 'J1'));
    const { data } = await report();
    expect(data.quintiles[0]).toMatchObject({ customers: 1, revenue: 1000, revenueShare: 1 });
    expect(data.quintiles.slice(1)).toEqual([2, 3, 4, 5].map(emptyFifth));
    expect(data.pareto).toEqual([
      { customerShare: 0, revenueShare: 0 },
      { customerShare: 1, revenueShare: 1 },
    ]);
    expect(data.topFifthRevenueShare).toBe(1);
  });

  it('ranks five customers into one fifth each, cancelled and anonymous orders aside', async () => {
    await shop.addOrders(CUSTOMER_ORDERS.filter((order) => order.orderId !== 'J1'));
    const { data } = await report('period=7d');
    // Ranks: Eva 60 000, Jana 6 000, phone 1 500, Karel 500, Petr 500 (equal revenue by key;
    // Petr's cancelled P2 does not count). Fifth = 1 + ⌊5 × (rank − 1) ÷ 5⌋ = rank.
    const total = 68_500;
    expect(data.customers).toBe(5);
    expect(data.revenue).toBe(total);
    expect(data.quintiles).toEqual([
      {
        quintile: 1,
        customers: 1,
        revenue: 60_000,
        revenueShare: 60_000 / total,
        averageRevenue: 60_000,
        averageOrders: 1,
        minRevenue: 60_000,
        maxRevenue: 60_000,
      },
      {
        quintile: 2,
        customers: 1,
        revenue: 6000,
        revenueShare: 6000 / total,
        averageRevenue: 6000,
        averageOrders: 3,
        minRevenue: 6000,
        maxRevenue: 6000,
      },
      {
        quintile: 3,
        customers: 1,
        revenue: 1500,
        revenueShare: 1500 / total,
        averageRevenue: 1500,
        averageOrders: 1,
        minRevenue: 1500,
        maxRevenue: 1500,
      },
      {
        quintile: 4,
        customers: 1,
        revenue: 500,
        revenueShare: 500 / total,
        averageRevenue: 500,
        averageOrders: 2,
        minRevenue: 500,
        maxRevenue: 500,
      },
      {
        quintile: 5,
        customers: 1,
        revenue: 500,
        revenueShare: 500 / total,
        averageRevenue: 500,
        averageOrders: 1,
        minRevenue: 500,
        maxRevenue: 500,
      },
    ]);
    // Steps ⌈100 × rank ÷ 5⌉ = 20, 40 … 100: one customer each, cumulative revenue.
    expect(data.pareto).toEqual([
      { customerShare: 0, revenueShare: 0 },
      { customerShare: 0.2, revenueShare: 60_000 / total },
      { customerShare: 0.4, revenueShare: 66_000 / total },
      { customerShare: 0.6, revenueShare: 67_500 / total },
      { customerShare: 0.8, revenueShare: 68_000 / total },
      { customerShare: 1, revenueShare: 1 },
    ]);
    expect(data.topFifthRevenueShare).toBe(60_000 / total);
  });

  it('splits twelve customers 3, 2, 3, 2, 2 (never more than one apart) and draws the curve per customer', async () => {
    // Seven more customers of 100 Kč each, today.
    await shop.addOrders(
      Array.from({ length: 7 }, (_, index) => ({
        orderId: `S${index}`,
        orderDate: '2024-06-30T09:00:00+02:00',
        revenue: 100,
        customerEmail: `s${index}@example.cz`,
      })),
    );
    const { data } = await report();
    // Twelve customers: fifth = 1 + ⌊5 × (rank − 1) ÷ 12⌋ → ranks 1–3 → 1, 4–5 → 2 (⌊15/12⌋ and
    // ⌊20/12⌋ are 1), 6–8 → 3, 9–10 → 4, 11–12 → 5.
    expect(data.quintiles.map((row) => row.customers)).toEqual([3, 2, 3, 2, 2]);
    // Top fifth: Eva 60 000, Jana 6 000, phone 1 500 of 69 200.
    expect(data.quintiles[0]?.revenue).toBe(67_500);
    expect(data.topFifthRevenueShare).toBeCloseTo(67_500 / 69_200, 10);
    expect(data.quintiles[4]).toMatchObject({ revenue: 200, minRevenue: 100, maxRevenue: 100 });
    // Under 100 customers every customer is a step of its own: 12 points after the origin.
    expect(data.pareto).toHaveLength(13);
    expect(data.pareto[1]).toEqual({ customerShare: 1 / 12, revenueShare: 60_000 / 69_200 });
    expect(data.pareto.at(-1)).toEqual({ customerShare: 1, revenueShare: 1 });
  });
});
