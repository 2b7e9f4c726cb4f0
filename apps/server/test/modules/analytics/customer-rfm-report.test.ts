import type { CustomerRfmReport, RfmSegment } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { quintileScore } from '@ziskomer/domain';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRfmSegmentCsv } from '../../../src/modules/analytics/customer-rfm-export/export-rfm-segment-csv.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { CUSTOMER_ORDERS, NOW, PHONE_KEY } from './customer-report-fixture.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

/*
 * Scores of the fixture's five customers on 30. 6. 2024 (R and M = 1 + ⌊5 × worse ÷ 5⌋, F by the
 * order-count bands 1 / 2 / 3 / 4–5 / 6+):
 *   last order day  Eva 15. 1. (167 days) < Karel 1. 3. (121) < Petr 1. 6. (29) < Jana 20. 6. (10)
 *                   < phone 25. 6. (5)                       → R 1, 2, 3, 4, 5
 *   orders          Petr, Eva, phone 1 → F 1; Karel 2 → F 2; Jana 3 → F 3
 *   revenue         Petr 500, Karel 500 → M 1; phone 1 500 (2 worse) → 3; Jana 6 000 → 4; Eva → 5
 * Segments by the grid: Eva R1 F1 lost, Karel R2 F2 hibernating, Petr R3 F1 about to sleep,
 * Jana R4 F3 potential loyalist, phone R5 F1 new.
 */
describe.each(testEngines)('customer RFM report on %s', (engine) => {
  let shop: ReportShop;

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: NOW });
  });
  afterAll(() => shop.close());

  const report = (query = '') => shop.report<CustomerRfmReport>('customer-rfm', query);
  const csvOf = async (segment: RfmSegment, shopId = shop.shopId, cookie = shop.owner.cookie) => {
    // The export reads the scores the refresh job keeps.
    await shop.t.settle();
    return shop.t.call(
      'GET',
      `/api/shops/${shopId}/analytics/customer-rfm/customers.csv?segment=${segment}`,
      {
        cookie,
      },
    );
  };

  it('answers a shop without customers with empty segments', async () => {
    const { data } = await report();
    expect(data.customers).toBe(0);
    expect(data.segments).toHaveLength(11);
    expect(data.segments.every((row) => row.customers === 0 && row.averageRevenue === null)).toBe(true);
    expect(data.cells).toHaveLength(25);
    expect(data.scoreRanges.every((row) => row.recencyDays === null)).toBe(true);
    expect(data.segmentCustomers).toBeNull();
  });

  it('scores a single customer 1 on every dimension', async () => {
    await shop.addOrders(CUSTOMER_ORDERS.filter((order) => order.orderId === 'E1'));
    const { data } = await report();
    expect(data.customers).toBe(1);
    expect(data.cells.find((cell) => cell.customers > 0)).toEqual({
      recency: 1,
      frequency: 1,
      customers: 1,
      revenue: 60_000,
    });
    expect(quintileScore(0, 1)).toBe(1);
  });

  it('scores R and M by quintile with ties together, F by order-count bands, and sums the segments', async () => {
    await shop.addOrders(CUSTOMER_ORDERS.filter((order) => order.orderId !== 'E1'));
    const { data } = await report('period=7d&granularity=day');
    expect(data.asOf).toBe('2024-06-30');
    expect(data.customers).toBe(5);
    expect(data.revenue).toBe(68_500);
    const segment = (name: RfmSegment) => data.segments.find((row) => row.segment === name);
    expect(segment('lost')).toEqual({
      segment: 'lost',
      customers: 1,
      revenue: 60_000,
      customerShare: 0.2,
      revenueShare: 60_000 / 68_500,
      averageRevenue: 60_000,
      averageOrders: 1,
      averageRecencyDays: 167,
    });
    expect(segment('hibernating')).toMatchObject({
      customers: 1,
      revenue: 500,
      averageOrders: 2,
      averageRecencyDays: 121,
    });
    expect(segment('aboutToSleep')).toMatchObject({ customers: 1, revenue: 500, averageRecencyDays: 29 });
    // Two and three orders are F 2 and F 3: a recent customer with three orders is a potential
    // loyalist, no longer counted among the loyal as the second-best fifth.
    expect(segment('potentialLoyalists')).toMatchObject({ customers: 1, revenue: 6000, averageOrders: 3 });
    expect(segment('new')).toMatchObject({ customers: 1, revenue: 1500, averageRecencyDays: 5 });
    for (const empty of ['champions', 'loyal', 'promising', 'needAttention', 'cantLose', 'atRisk'] as const) {
      expect(segment(empty)?.customers).toBe(0);
    }
    expect(data.segments.map((row) => row.segment)).toEqual([
      'champions',
      'loyal',
      'potentialLoyalists',
      'new',
      'promising',
      'needAttention',
      'aboutToSleep',
      'atRisk',
      'cantLose',
      'hibernating',
      'lost',
    ]);
    // Cells R 5 → 1, F 1 → 5: phone in (5, 1), Jana (4, 3), Petr (3, 1), Karel (2, 2), Eva (1, 1).
    const filled = data.cells.filter((cell) => cell.customers > 0).map((c) => `${c.recency}${c.frequency}`);
    expect(filled).toEqual(['51', '43', '31', '22', '11']);
    expect(data.cells[0]).toMatchObject({ recency: 5, frequency: 1 });
    expect(data.scoreRanges).toEqual([
      {
        score: 1,
        recencyDays: { min: 167, max: 167 },
        orders: { min: 1, max: 1 },
        revenue: { min: 500, max: 500 },
      },
      { score: 2, recencyDays: { min: 121, max: 121 }, orders: { min: 2, max: 2 }, revenue: null },
      {
        score: 3,
        recencyDays: { min: 29, max: 29 },
        orders: { min: 3, max: 3 },
        revenue: { min: 1500, max: 1500 },
      },
      { score: 4, recencyDays: { min: 10, max: 10 }, orders: null, revenue: { min: 6000, max: 6000 } },
      { score: 5, recencyDays: { min: 5, max: 5 }, orders: null, revenue: { min: 60_000, max: 60_000 } },
    ]);
  });

  it("lists a segment's customers with their scores, a page at a time", async () => {
    const { data } = await report('segment=potentialLoyalists');
    expect(data.segmentCustomers).toEqual({
      segment: 'potentialLoyalists',
      page: 1,
      pageSize: 100,
      total: 1,
      rows: [
        {
          customerKey: 'jana@example.cz',
          email: 'jana@example.cz',
          name: 'Jana Nováková',
          phone: null,
          city: 'Praha',
          orders: 3,
          revenue: 6000,
          lastOrderDate: '2024-06-20T08:00:00.000Z',
          recencyDays: 10,
          recency: 4,
          frequency: 3,
          monetary: 4,
          segment: 'potentialLoyalists',
        },
      ],
    });
    const newOnes = await report('segment=new');
    expect(newOnes.data.segmentCustomers?.rows.map((row) => [row.customerKey, row.phone])).toEqual([
      [PHONE_KEY, '+420 777 123 456'],
    ]);
    const beyond = await report('segment=potentialLoyalists&page=2');
    expect(beyond.data.segmentCustomers).toMatchObject({ page: 2, total: 1, rows: [] });
    const wrong = await shop.t.call('GET', `/api/shops/${shop.shopId}/analytics/customer-rfm?segment=vip`, {
      cookie: shop.owner.cookie,
    });
    expect(wrong.status).toBe(422);
  });

  it('rescores when customers change, e.g. after a cancelled order is re-imported', async () => {
    // A new customer today: the five others each have one more customer with a better recency.
    await shop.addOrders([
      {
        orderId: 'N1',
        orderDate: '2024-06-30T09:30:00+02:00',
        revenue: 100,
        customerEmail: 'nova@example.cz',
      },
    ]);
    const { data } = await report('segment=new');
    // Six customers: Nova's day 30. 6. has 5 worse → R 1 + ⌊25/6⌋ = 5; the phone customer (25. 6.,
    // 4 worse) → R 1 + ⌊20/6⌋ = 4, so it moves from "new" to "promising".
    expect(data.customers).toBe(6);
    expect(data.segmentCustomers?.rows.map((row) => row.customerKey)).toEqual(['nova@example.cz']);
    expect(data.segments.find((row) => row.segment === 'promising')?.customers).toBe(1);
  });

  it('exports a segment as CSV for e-mail tools with every cell escaped', async () => {
    await shop.addOrders([
      {
        orderId: 'M1',
        orderDate: '2024-06-30T09:45:00+02:00',
        revenue: 100,
        customerEmail: 'zly@example.cz',
        customerName: '=HYPERLINK("http://zly.example","klik")',
        customerCity: '+Praha',
        customerPhone: '@123',
      },
    ]);
    const response = await csvOf('new');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="rfm-new-2024-06-30.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(new TextDecoder().decode(bytes), { delimiter: ';', bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'email',
      'name',
      'phone',
      'city',
      'orders',
      'revenue',
      'last_order',
      'recency',
      'frequency',
      'monetary',
      'segment',
    ]);
    // Seven customers now. Last order days: Eva 15. 1. (R 1), Karel 1. 3. (1 worse → R 1),
    // Petr 1. 6. (2 → R 2), Jana 20. 6. (3 → R 3), phone 25. 6. (4 → R 3), Nova and the new
    // customer 30. 6. (5 worse → R 1 + ⌊25/7⌋ = 4). Both have one order (F 1) and 100 Kč, the
    // lowest revenue (M 1): R 4 F 1 is "promising", so "new" is empty and holds only the header.
    expect(rows).toHaveLength(1);
    const promising = await csvOf('promising');
    const records = parse(await promising.text(), { delimiter: ';', bom: true }) as string[][];
    expect(records.slice(1)).toEqual([
      ['nova@example.cz', '', '', '', '1', '100,00', '2024-06-30', '4', '1', '1', 'Slibní'],
      [
        'zly@example.cz',
        `'=HYPERLINK("http://zly.example","klik")`,
        "'@123",
        "'+Praha",
        '1',
        '100,00',
        '2024-06-30',
        '4',
        '1',
        '1',
        'Slibní',
      ],
    ]);
  });

  it('pages the export along the customer key, every customer once', async () => {
    const chunks: string[] = [];
    await shop.t.settle();
    const scope = { userId: shop.owner.id, shopId: shop.shopId };
    // The first page is read in the request's transaction, the later ones each in their own.
    const stream = await withScope(shop.t.deps.db, scope, (trx) =>
      exportRfmSegmentCsv(
        { request: trx, pool: shop.t.deps.db },
        { ...scope, timeZone: 'Europe/Prague', today: '2024-06-30', label: 'test' },
        'promising',
        'en',
        1,
      ),
    );
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(new TextDecoder().decode(value));
    }
    // The header with the first page, then one customer per page; the empty page ends the stream.
    expect(chunks).toHaveLength(2);
    const rows = parse(chunks.join(''), { delimiter: ';', bom: true }) as string[][];
    expect(rows.slice(1).map((row) => [row[0], row[10]])).toEqual([
      ['nova@example.cz', 'Promising'],
      ['zly@example.cz', 'Promising'],
    ]);
  });

  it('answers 404 for a shop the user cannot see, and 422 without a segment', async () => {
    const stranger = await shop.t.signUp('cizi@example.cz');
    expect((await csvOf('lost', shop.shopId, stranger.cookie)).status).toBe(404);
    const noSegment = await shop.t.call(
      'GET',
      `/api/shops/${shop.shopId}/analytics/customer-rfm/customers.csv`,
      {
        cookie: shop.owner.cookie,
      },
    );
    expect(noSegment.status).toBe(422);
  });
});
