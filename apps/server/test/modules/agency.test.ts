import type { AgencyFigures, AgencyOverview, OrderInput } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { createShop, shareShop } from './imports-test-kit.ts';

/**
 * GET /api/agency. The agency user A is a viewer of S1 (O1's shop, no project) and of S2 (in
 * O2's project P2, of which A is not a member); O2's S3 is not shared with A. B is a viewer of S1
 * only; N has no shop at all.
 */
describe.each(testEngines)('agency overview on %s', (engine) => {
  let t: TestApp;
  let owner1: TestUser;
  let owner2: TestUser;
  let agency: TestUser;
  let viewerB: TestUser;
  let nobody: TestUser;
  let s1: string;
  let s2: string;
  let s3: string;
  // Today is 30.6.2024 in Prague: 'period=7d' is 24.–30.6., the previous period 17.–23.6.
  const now = new Date('2024-06-30T08:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now });
    owner1 = await t.signUp(`agency-o1-${engine}@example.cz`, 'Olga První');
    owner2 = await t.signUp(`agency-o2-${engine}@example.cz`, 'Oto Druhý');
    agency = await t.signUp(`agency-a-${engine}@example.cz`, 'Agentura Analytik');
    viewerB = await t.signUp(`agency-b-${engine}@example.cz`, 'Bára Čtenářka');
    nobody = await t.signUp(`agency-n-${engine}@example.cz`, 'Nikdo Nemá');

    s1 = await createShop(t, owner1, 'Kávovar');
    const project = await t.call('POST', '/api/projects', { cookie: owner2.cookie, body: { name: 'P2' } });
    expect(project.status).toBe(201);
    const projectId = ((await project.json()) as { id: string }).id;
    const created = await t.call('POST', '/api/shops', {
      cookie: owner2.cookie,
      body: { name: 'Čajovna', domain: 'cajovna-agency.cz', projectId },
    });
    expect(created.status).toBe(201);
    s2 = ((await created.json()) as { id: string }).id;
    s3 = await createShop(t, owner2, 'Tajný obchod');

    await shareShop(t, owner1, s1, agency.email, 'viewer');
    await shareShop(t, owner2, s2, agency.email, 'viewer');
    await shareShop(t, owner1, s1, viewerB.email, 'viewer');

    // S1: 25.6. 1000 (margin 400), 27.6. 2000 (margin 500), a cancelled order that never counts;
    // before: 20.6. 1500 (margin 300). Spend 300 + 200 now, 600 before.
    await addOrders(owner1, s1, [
      { orderId: 'A1', orderDate: '2024-06-25T10:00:00+02:00', revenue: 1000, margin: 400 },
      { orderId: 'A2', orderDate: '2024-06-27T10:00:00+02:00', revenue: 2000, margin: 500 },
      { orderId: 'A3', orderDate: '2024-06-27T11:00:00+02:00', revenue: 9999, margin: 1, cancelled: true },
      { orderId: 'A0', orderDate: '2024-06-20T10:00:00+02:00', revenue: 1500, margin: 300 },
    ]);
    await addSpend(owner1, s1, [
      { day: '2024-06-25', channel: 'google_ads', cost: 300 },
      { day: '2024-06-28', channel: 'sklik', cost: 200 },
      { day: '2024-06-20', channel: 'google_ads', cost: 600 },
    ]);
    // S2: 26.6. 4000 (margin 800), 30.6. 1000 (margin 200); spend 2000; nothing before.
    await addOrders(owner2, s2, [
      { orderId: 'B1', orderDate: '2024-06-26T10:00:00+02:00', revenue: 4000, margin: 800 },
      { orderId: 'B2', orderDate: '2024-06-30T09:00:00+02:00', revenue: 1000, margin: 200 },
    ]);
    await addSpend(owner2, s2, [{ day: '2024-06-26', channel: 'meta', cost: 2000 }]);
    // S3 has big numbers that must never reach A's totals.
    await addOrders(owner2, s3, [
      { orderId: 'C1', orderDate: '2024-06-26T10:00:00+02:00', revenue: 100000, margin: 50000 },
    ]);
  });
  afterAll(() => t.close());

  async function addOrders(user: TestUser, shopId: string, orders: OrderInput[]) {
    for (const order of orders) {
      const response = await t.call('POST', `/api/shops/${shopId}/orders`, {
        cookie: user.cookie,
        body: order,
      });
      expect(response.status, await response.clone().text()).toBe(201);
    }
  }

  async function addSpend(
    user: TestUser,
    shopId: string,
    rows: { day: string; channel: 'google_ads' | 'meta' | 'sklik'; cost: number }[],
  ) {
    await withScope(t.deps.db, { userId: user.id, shopId }, (trx) =>
      trx
        .insertInto('ad_spend')
        .values(rows.map((row) => ({ shop_id: shopId, ...row, source: 'api' as const })))
        .execute(),
    );
  }

  async function overview(user: TestUser, query = 'period=7d'): Promise<AgencyOverview> {
    const response = await t.call('GET', `/api/agency?${query}`, { cookie: user.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as AgencyOverview;
  }

  const shopIds = (result: AgencyOverview) => result.shops.map((row) => row.shop.id).sort();

  it('shows each shop of the user with figures worked out by hand', async () => {
    const result = await overview(agency);
    expect(shopIds(result)).toEqual([s1, s2].sort());
    expect(result.breakEvenPoas).toBe(1);
    const row = (id: string) => result.shops.find((entry) => entry.shop.id === id)!;

    const one = row(s1);
    expect(one.shop).toMatchObject({ name: 'Kávovar', currency: 'CZK', role: 'viewer', projectName: null });
    expect(one.period).toEqual({ from: '2024-06-24', to: '2024-06-30' });
    expect(one.previousPeriod).toEqual({ from: '2024-06-17', to: '2024-06-23' });
    expect(one.granularity).toBe('day');
    expect(one.hasOrders).toBe(true);
    expect(one.hasAdSpend).toBe(true);
    // Revenue 1000 + 2000 = 3000, profit 400 + 500 = 900, spend 300 + 200 = 500:
    // POAS 900 ÷ 500 = 1.8, PNO 500 ÷ 3000 × 100 = 16.667 %.
    expect(one.figures).toEqual({
      revenue: 3000,
      grossProfit: 900,
      adSpend: 500,
      orders: 2,
      poas: 1.8,
      pno: 16.667,
    });
    // Before: 1500, profit 300, spend 600: POAS 0.5, PNO 40 %.
    expect(one.previous).toEqual({
      revenue: 1500,
      grossProfit: 300,
      adSpend: 600,
      orders: 1,
      poas: 0.5,
      pno: 40,
    });
    // Seven daily buckets; 25.6. holds A1 and its spend, 28.6. only spend.
    expect(one.trend.map((point) => point.bucket)).toEqual([
      '2024-06-24',
      '2024-06-25',
      '2024-06-26',
      '2024-06-27',
      '2024-06-28',
      '2024-06-29',
      '2024-06-30',
    ]);
    expect(one.trend[1]).toEqual({ bucket: '2024-06-25', revenue: 1000, grossProfit: 400, adSpend: 300 });
    expect(one.trend[4]).toEqual({ bucket: '2024-06-28', revenue: 0, grossProfit: 0, adSpend: 200 });

    const two = row(s2);
    expect(two.shop).toMatchObject({ name: 'Čajovna', projectName: 'P2', role: 'viewer' });
    // 4000 + 1000 = 5000, profit 1000, spend 2000: POAS 0.5 (below break-even), PNO 40 %.
    expect(two.figures).toEqual({
      revenue: 5000,
      grossProfit: 1000,
      adSpend: 2000,
      orders: 2,
      poas: 0.5,
      pno: 40,
    });
    // Nothing before: no spend and no revenue, so neither ratio exists (not 0, not Infinity).
    expect(two.previous).toEqual({
      revenue: 0,
      grossProfit: 0,
      adSpend: 0,
      orders: 0,
      poas: null,
      pno: null,
    });

    // Totals: 8000 revenue, 1900 profit, 2500 spend → POAS 1900 ÷ 2500 = 0.76 (not the mean of
    // 1.8 and 0.5), PNO 2500 ÷ 8000 × 100 = 31.25 %.
    expect(result.totals).toEqual([
      {
        currency: 'CZK',
        shopCount: 2,
        figures: { revenue: 8000, grossProfit: 1900, adSpend: 2500, orders: 4, poas: 0.76, pno: 31.25 },
        previous: { revenue: 1500, grossProfit: 300, adSpend: 600, orders: 1, poas: 0.5, pno: 40 },
      },
    ]);
  });

  it('totals equal the sum of the rows', async () => {
    const result = await overview(agency, 'period=30d');
    const total = (pick: (figures: AgencyFigures) => number) =>
      result.shops.reduce((sum, row) => sum + pick(row.figures), 0);
    const [czk] = result.totals;
    expect(result.totals).toHaveLength(1);
    expect(czk!.shopCount).toBe(result.shops.length);
    expect(czk!.figures.revenue).toBeCloseTo(
      total((f) => f.revenue),
      2,
    );
    expect(czk!.figures.grossProfit).toBeCloseTo(
      total((f) => f.grossProfit),
      2,
    );
    expect(czk!.figures.adSpend).toBeCloseTo(
      total((f) => f.adSpend),
      2,
    );
    expect(czk!.figures.orders).toBe(total((f) => f.orders));
    // 30 days (1.–30.6.) also hold A0 and its spend: 9500 revenue, 2200 profit, 3100 spend.
    expect(czk!.figures).toMatchObject({ revenue: 9500, grossProfit: 2200, adSpend: 3100 });
  });

  it('shows a user only the shops with an access row: B sees S1 alone, N nothing', async () => {
    const onlyS1 = await overview(viewerB);
    expect(shopIds(onlyS1)).toEqual([s1]);
    expect(onlyS1.totals).toHaveLength(1);
    expect(onlyS1.totals[0]!.figures).toMatchObject({ revenue: 3000, adSpend: 500, poas: 1.8 });

    const empty = await overview(nobody);
    expect(empty.shops).toEqual([]);
    expect(empty.totals).toEqual([]);
  });

  it('never serves one user the answer built for another (A, then B, then A)', async () => {
    const first = await overview(agency);
    const second = await overview(viewerB);
    const third = await overview(agency);
    expect(shopIds(first)).toEqual([s1, s2].sort());
    expect(shopIds(second)).toEqual([s1]);
    expect(shopIds(third)).toEqual([s1, s2].sort());
    expect(second.totals[0]!.figures.revenue).toBe(3000);
    expect(third.totals[0]!.figures.revenue).toBe(8000);
  });

  it('narrows to the requested shops and silently leaves out those the user cannot see', async () => {
    const narrowed = await overview(agency, `period=7d&shops=${s1},${s3}`);
    expect(shopIds(narrowed)).toEqual([s1]);
    expect(narrowed.totals[0]!.figures.revenue).toBe(3000);
    const unknown = await overview(agency, `shops=${s3}`);
    expect(unknown.shops).toEqual([]);
  });

  it('keeps currencies apart in the totals', async () => {
    const setCurrency = (currency: string) =>
      withScope(t.deps.db, { userId: owner2.id }, (trx) =>
        trx.updateTable('shops').set({ currency }).where('id', '=', s2).execute(),
      );
    await setCurrency('EUR');
    try {
      const result = await overview(agency);
      expect(result.totals.map((total) => [total.currency, total.shopCount])).toEqual([
        ['CZK', 1],
        ['EUR', 1],
      ]);
      expect(result.totals[0]!.figures).toMatchObject({ revenue: 3000, poas: 1.8 });
      expect(result.totals[1]!.figures).toMatchObject({ revenue: 5000, poas: 0.5 });
    } finally {
      await setCurrency('CZK');
    }
  });

  it('rejects an anonymous call and invalid queries', async () => {
    expect((await t.call('GET', '/api/agency')).status).toBe(401);
    for (const query of ['period=custom&from=2024-06-01', 'period=week', 'shops=nope', 'granularity=hour']) {
      const response = await t.call('GET', `/api/agency?${query}`, { cookie: agency.cookie });
      expect(response.status, query).toBe(422);
    }
  });

  it("shows the use of the shop's active budgets in their current periods and its open alerts", async () => {
    const createBudget = async (body: Record<string, unknown>) => {
      const response = await t.call('POST', `/api/shops/${s1}/budgets`, { cookie: owner1.cookie, body });
      expect(response.status, await response.clone().text()).toBe(201);
    };
    // June (1.–30.6.) on Google Ads and Sklik: 600 + 300 on Google, 200 on Sklik = 1100 of 1000.
    await createBudget({
      name: 'Červen',
      totalBudget: 1000,
      periodType: 'monthly',
      startDate: '2024-06-01',
      channels: [
        { channel: 'google_ads', allocated: 600 },
        { channel: 'sklik', allocated: 400 },
      ],
    });
    // The second quarter (1.4.–30.6.) on every channel: the same 1100 of 3000.
    await createBudget({ name: 'Q2', totalBudget: 3000, periodType: 'quarterly', startDate: '2024-04-01' });
    // Paused: neither its total nor its spend counts.
    await createBudget({
      name: 'Pozastavený',
      totalBudget: 5000,
      periodType: 'monthly',
      startDate: '2024-06-01',
      isActive: false,
    });

    const openAlerts = async () => {
      const response = await t.call('GET', `/api/shops/${s1}/budget-alerts`, { cookie: owner1.cookie });
      expect(response.status).toBe(200);
      return ((await response.json()) as { items: { id: string }[] }).items;
    };
    const row = async () => (await overview(agency)).shops.find((entry) => entry.shop.id === s1)!;

    // (1100 + 1100) ÷ (1000 + 3000) = 0.55.
    const first = await row();
    expect(first.budget).toEqual({ spent: 2200, total: 4000, use: 0.55 });
    // 110 % of the June budget raised at least the 'exceeded' alert; the row counts what the
    // budget page lists as open.
    const alerts = await openAlerts();
    expect(alerts.length).toBeGreaterThan(0);
    expect(first.openAlerts).toBe(alerts.length);

    const resolved = await t.call('PATCH', `/api/shops/${s1}/budget-alerts/${alerts[0]!.id}`, {
      cookie: owner1.cookie,
      body: { isResolved: true },
    });
    expect(resolved.status).toBe(200);
    expect((await row()).openAlerts).toBe(alerts.length - 1);

    // S2 has no budget: no use rather than 0 %.
    const s2Row = (await overview(agency)).shops.find((entry) => entry.shop.id === s2)!;
    expect(s2Row.budget).toBeNull();
    expect(s2Row.openAlerts).toBe(0);
  });

  it('drops a shop on the very next request after the access is revoked', async () => {
    expect(shopIds(await overview(agency))).toEqual([s1, s2].sort());
    const grants = await t.call('GET', `/api/shops/${s2}/access`, { cookie: owner2.cookie });
    const { items } = (await grants.json()) as { items: { id: string; userId: string }[] };
    const grant = items.find((item) => item.userId === agency.id)!;
    const revoke = await t.call('DELETE', `/api/shops/${s2}/access/${grant.id}`, { cookie: owner2.cookie });
    expect(revoke.status).toBe(204);
    const after = await overview(agency);
    expect(shopIds(after)).toEqual([s1]);
    expect(after.totals[0]!.figures.revenue).toBe(3000);
  });
});
