import type {
  Budget,
  BudgetAlertList,
  BudgetList,
  BudgetStatus,
  CreatedApiKey,
  MarketingReport,
  NotificationList,
  OrderInput,
} from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BudgetStatusCache } from '../../src/modules/budgets/budget-status-cache.ts';
import { writeAdSpend } from '../../src/modules/ingest/write-ad-spend.ts';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { createShop, shareShop } from './imports-test-kit.ts';

interface ErrorBody {
  error: { code: string; message: string };
}

/*
 * Today is 20.3.2025 in Prague. A monthly budget started 1.1.2025 is in its March period
 * (1.–31.3., 31 days, 20 of them elapsed). Figures below are worked out by hand.
 */
describe.each(testEngines)('budgets on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let shopId: string;
  let otherShop: string;
  let apiKey: string;
  let clock = new Date('2025-03-20T09:00:00Z');
  const tick = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => clock });
    owner = await t.signUp(`budget-owner-${engine}@example.cz`, 'Eva Majitelová');
    admin = await t.signUp(`budget-admin-${engine}@example.cz`, 'Adam Správce');
    viewer = await t.signUp(`budget-viewer-${engine}@example.cz`, 'Věra Čtenářová');
    stranger = await t.signUp(`budget-stranger-${engine}@example.cz`, 'Cizí Uživatel');
    shopId = await createShop(t, owner, 'Rozpočtový obchod');
    otherShop = await createShop(t, stranger, 'Cizí obchod');
    await shareShop(t, owner, shopId, admin.email, 'admin');
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
    const key = await t.call('POST', `/api/shops/${shopId}/api-keys`, {
      cookie: owner.cookie,
      body: { name: 'Reklamy' },
    });
    apiKey = ((await key.json()) as CreatedApiKey).key;
    const orders: OrderInput[] = [
      // Sklik: 6 000 Kč revenue, 2 000 Kč gross profit.
      {
        orderId: 'B1',
        orderDate: '2025-03-05T10:00:00+01:00',
        revenue: 6000,
        margin: 2000,
        acquisitionSource: 'sklik',
      },
      // Google Ads: 3 000 Kč revenue, 1 500 Kč gross profit.
      {
        orderId: 'B2',
        orderDate: '2025-03-06T10:00:00+01:00',
        revenue: 3000,
        margin: 1500,
        acquisitionSource: 'google',
      },
      // Direct: no channel claims it.
      {
        orderId: 'B3',
        orderDate: '2025-03-07T10:00:00+01:00',
        revenue: 1000,
        margin: 400,
        acquisitionSource: '(direct)',
      },
      // February: outside the period.
      {
        orderId: 'B4',
        orderDate: '2025-02-20T10:00:00+01:00',
        revenue: 9000,
        margin: 3000,
        acquisitionSource: 'sklik',
      },
    ];
    for (const order of orders) {
      const response = await t.call('POST', `/api/shops/${shopId}/orders`, {
        cookie: owner.cookie,
        body: order,
      });
      expect(response.status, await response.clone().text()).toBe(201);
    }
    // The orders are counted by the rollups' refresh job, which on a server runs at once.
    await t.settle();
  });
  afterAll(() => t.close());

  const budgetsPath = (shop = shopId) => `/api/shops/${shop}/budgets`;
  const create = async (user: TestUser, body: Record<string, unknown>, shop = shopId): Promise<Budget> => {
    const response = await t.call('POST', budgetsPath(shop), { cookie: user.cookie, body });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Budget;
  };
  const patch = (user: TestUser, budgetId: string, body: unknown, headers?: Record<string, string>) =>
    t.call('PATCH', `${budgetsPath()}/${budgetId}`, { cookie: user.cookie, body, headers });
  // Orders reach the budgets' figures (and their alerts) through the rollups' refresh job.
  const status = async (user: TestUser, budgetId: string): Promise<BudgetStatus> => {
    await t.settle();
    const response = await t.call('GET', `${budgetsPath()}/${budgetId}/status`, { cookie: user.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as BudgetStatus;
  };
  const alerts = async (user: TestUser, query = ''): Promise<BudgetAlertList> => {
    await t.settle();
    const response = await t.call('GET', `/api/shops/${shopId}/budget-alerts${query}`, {
      cookie: user.cookie,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as BudgetAlertList;
  };
  const failure = async (response: Response, status: number): Promise<ErrorBody['error']> => {
    expect(response.status, await response.clone().text()).toBe(status);
    return ((await response.json()) as ErrorBody).error;
  };
  const postSpend = async (rows: Record<string, unknown>[]) => {
    const response = await t.app.request('/api/v1/ad-spend', {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  };
  const notificationsOf = async (user: TestUser) => {
    const response = await t.call('GET', `/api/shops/${shopId}/notifications`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    return ((await response.json()) as NotificationList).items.filter((item) =>
      ['budget_warning', 'budget_exceeded', 'low_performance'].includes(item.eventType),
    );
  };

  const marchBudget = {
    name: 'Březen',
    totalBudget: 10_000,
    startDate: '2025-01-01',
    channels: [
      { channel: 'sklik', allocated: 4000, targetRoas: 4 },
      { channel: 'google_ads', allocated: 5000 },
    ],
  };

  describe('planning', () => {
    it('creates a budget in the shop currency with its channels, monthly and active by default', async () => {
      const budget = await create(admin, { ...marchBudget, name: '  Plán  ' });
      expect(budget).toMatchObject({
        name: 'Plán',
        totalBudget: 10_000,
        periodType: 'monthly',
        startDate: '2025-01-01',
        currency: 'CZK',
        isActive: true,
      });
      // Channels in the product's order: Google Ads first.
      expect(budget.channels.map((c) => [c.channel, c.allocated, c.targetRoas, c.targetCpa])).toEqual([
        ['google_ads', 5000, null, null],
        ['sklik', 4000, 4, null],
      ]);
      const list = await t.call('GET', budgetsPath(), { cookie: viewer.cookie });
      expect(((await list.json()) as BudgetList).items.map((b) => b.id)).toContain(budget.id);
      const deleted = await t.call('DELETE', `${budgetsPath()}/${budget.id}`, { cookie: admin.cookie });
      expect(deleted.status).toBe(204);
    });

    it('lets viewers read but not plan', async () => {
      const response = await t.call('POST', budgetsPath(), { cookie: viewer.cookie, body: marchBudget });
      expect((await failure(response, 403)).code).toBe('forbidden');
    });

    it('refuses invalid budgets with Czech and English messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...marchBudget, name: '   ' }, 'budget_name_required'],
        [{ ...marchBudget, totalBudget: 0 }, 'budget_total_invalid'],
        [{ ...marchBudget, totalBudget: 10.005 }, 'budget_total_invalid'],
        [{ ...marchBudget, periodType: 'weekly' }, 'budget_period_invalid'],
        [{ ...marchBudget, startDate: '2025-02-30' }, 'budget_start_date_invalid'],
        [{ ...marchBudget, channels: [{ channel: 'tiktok', allocated: 10 }] }, 'budget_channel_invalid'],
        [{ ...marchBudget, channels: [{ channel: 'meta', allocated: -1 }] }, 'budget_allocation_invalid'],
        [
          { ...marchBudget, channels: [{ channel: 'meta', allocated: 1, targetRoas: 0 }] },
          'budget_target_invalid',
        ],
        [
          {
            ...marchBudget,
            channels: [
              { channel: 'meta', allocated: 1 },
              { channel: 'meta', allocated: 2 },
            ],
          },
          'budget_channel_duplicate',
        ],
        // 6 000 + 5 000 > 10 000.
        [
          {
            ...marchBudget,
            channels: [
              { channel: 'meta', allocated: 6000 },
              { channel: 'sklik', allocated: 5000 },
            ],
          },
          'budget_allocation_exceeds_total',
        ],
      ];
      for (const [body, code] of cases) {
        const response = await t.call('POST', budgetsPath(), { cookie: admin.cookie, body });
        expect((await failure(response, 422)).code, JSON.stringify(body)).toBe(code);
      }
      const czech = await t.call('POST', budgetsPath(), {
        cookie: admin.cookie,
        body: { ...marchBudget, name: '' },
      });
      expect((await failure(czech, 422)).message).toBe('Zadejte název rozpočtu.');
      const english = await t.call('POST', budgetsPath(), {
        cookie: admin.cookie,
        body: { ...marchBudget, name: '' },
        headers: { 'accept-language': 'en' },
      });
      expect((await failure(english, 422)).message).toBe('Enter a name for the budget.');
    });

    it('changes a budget: a lower total than the channels is refused, channel budgets keep their ids', async () => {
      const budget = await create(admin, marchBudget);
      const tooLow = await patch(admin, budget.id, { totalBudget: 8000 });
      expect((await failure(tooLow, 422)).code).toBe('budget_allocation_exceeds_total');

      const [google, sklik] = budget.channels;
      // Swap the two channels' amounts and add Meta; the rows stay the same ones.
      const changed = await patch(admin, budget.id, {
        totalBudget: 12_000,
        channels: [
          { id: google!.id, channel: 'google_ads', allocated: 4000 },
          { id: sklik!.id, channel: 'sklik', allocated: 5000, targetCpa: 250 },
          { channel: 'meta', allocated: 3000 },
        ],
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
      const after = (await changed.json()) as Budget;
      expect(after.totalBudget).toBe(12_000);
      expect(after.channels.map((c) => [c.channel, c.allocated, c.targetCpa])).toEqual([
        ['google_ads', 4000, null],
        ['meta', 3000, null],
        ['sklik', 5000, 250],
      ]);
      expect(after.channels.find((c) => c.channel === 'sklik')!.id).toBe(sklik!.id);

      // Two kept channel budgets may swap channels in one change.
      const swapped = await patch(admin, budget.id, {
        channels: [
          { id: google!.id, channel: 'sklik', allocated: 4000 },
          { id: sklik!.id, channel: 'google_ads', allocated: 5000 },
        ],
      });
      expect(swapped.status, await swapped.clone().text()).toBe(200);
      expect(((await swapped.json()) as Budget).channels.map((c) => [c.id, c.channel])).toEqual([
        [sklik!.id, 'google_ads'],
        [google!.id, 'sklik'],
      ]);

      await t.call('DELETE', `${budgetsPath()}/${budget.id}`, { cookie: admin.cookie });
    });

    it("answers 'Channel budget not found' for a channel budget of another budget", async () => {
      const first = await create(admin, marchBudget);
      const second = await create(admin, marchBudget);
      const response = await patch(
        admin,
        first.id,
        { channels: [{ id: second.channels[0]!.id, channel: 'google_ads', allocated: 100 }] },
        { 'accept-language': 'en' },
      );
      expect(await failure(response, 404)).toEqual({
        code: 'channel_budget_not_found',
        message: 'Channel budget not found',
      });
      for (const budget of [first, second]) {
        await t.call('DELETE', `${budgetsPath()}/${budget.id}`, { cookie: admin.cookie });
      }
    });

    it("hides other shops' budgets: 404 for their ids and for strangers", async () => {
      const theirs = await create(stranger, marchBudget, otherShop);
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { name: 'Cizí' }],
        ['DELETE', undefined],
      ] as const) {
        const path =
          method === 'GET' ? `${budgetsPath()}/${theirs.id}/status` : `${budgetsPath()}/${theirs.id}`;
        const response = await t.call(method, path, { cookie: owner.cookie, body });
        expect((await failure(response, 404)).code).toBe('budget_not_found');
      }
      const outsider = await t.call('GET', budgetsPath(), { cookie: stranger.cookie });
      expect(outsider.status).toBe(404);
      const malformed = await t.call('GET', `${budgetsPath()}/not-an-id/status`, { cookie: owner.cookie });
      expect(malformed.status).toBe(404);
    });
  });

  describe('status and alerts', () => {
    let budget: Budget;

    beforeAll(async () => {
      budget = await create(admin, marchBudget);
      await postSpend([
        { date: '2025-03-02', channel: 'sklik', campaign: 'Jaro', cost: 1000 },
        { date: '2025-03-10', channel: 'sklik', campaign: 'Jaro', cost: 1500 },
        { date: '2025-03-03', channel: 'google_ads', campaign: 'PMax', cost: 2000 },
        // Not a channel of the budget: left out of its spend.
        { date: '2025-03-04', channel: 'meta', campaign: 'Prospecting', cost: 500 },
        // February: another period.
        { date: '2025-02-20', channel: 'sklik', campaign: 'Jaro', cost: 700 },
      ]);
    });

    it('measures the period: spend, use, attributed revenue and the ratios per channel', async () => {
      const result = await status(viewer, budget.id);
      expect(result.period).toEqual({ from: '2025-03-01', to: '2025-03-31', days: 31, elapsedDays: 20 });
      // Sklik 1 000 + 1 500 = 2 500 of 4 000 (62.5 %), Google 2 000 of 5 000 (40 %); the budget
      // 4 500 of 10 000 (45 %) — Meta's 500 is not its channel.
      expect(result).toMatchObject({
        spent: 4500,
        utilisation: 45,
        orders: 2,
        revenue: 9000,
        grossProfit: 3500,
      });
      // Even pace: 10 000 × 20 / 31.
      expect(result.expectedSpend).toBe(6451.61);
      const sklik = result.channels.find((c) => c.channel === 'sklik')!;
      expect(sklik).toMatchObject({
        spent: 2500,
        utilisation: 62.5,
        revenue: 6000,
        grossProfit: 2000,
        orders: 1,
      });
      // POAS 2 000 / 2 500, ROAS 6 000 / 2 500, CPA 2 500 / 1.
      expect([sklik.poas, sklik.roas, sklik.cpa]).toEqual([0.8, 2.4, 2500]);
      expect(result.daily).toHaveLength(20);
      expect(result.daily[1]).toEqual({ day: '2025-03-02', spent: 1000, byChannel: { sklik: 1000 } });
      expect(result.daily[3]).toEqual({ day: '2025-03-04', spent: 0, byChannel: {} });
      expect(result.campaigns.map((c) => [c.channel, c.campaign, c.spent])).toEqual([
        ['sklik', 'Jaro', 2500],
        ['google_ads', 'PMax', 2000],
      ]);
      // Nothing is near its limit, and Sklik's ROAS 2.4 is 60 % of its target 4: no alert yet.
      expect(result.openAlerts).toBe(0);
    });

    it("shows each channel's spend, revenue, gross profit and POAS as the marketing report does for the same days", async () => {
      // Issue 13 "same label, same number": the budgets page's per-channel "POAS" is the attributed
      // POAS of the channel, the one the marketing report lists for the channel in the same period.
      const result = await status(viewer, budget.id);
      const response = await t.call(
        'GET',
        `/api/shops/${shopId}/analytics/marketing?period=custom&from=${result.period.from}&to=${result.period.to}`,
        { cookie: viewer.cookie },
      );
      expect(response.status, await response.clone().text()).toBe(200);
      const marketing = (await response.json()) as { data: MarketingReport };
      for (const channel of result.channels) {
        const row = marketing.data.channels.find((one) => one.channel === channel.channel);
        expect(row, channel.channel).toBeDefined();
        expect({
          spent: channel.spent,
          revenue: channel.revenue,
          grossProfit: channel.grossProfit,
          orders: channel.orders,
          poas: channel.poas,
        }).toEqual({
          spent: row!.adSpend,
          revenue: row!.revenue,
          grossProfit: row!.grossProfit,
          orders: row!.orders,
          poas: row!.poas,
        });
      }
    });

    it('raises a warning at 80 % and low performance when spend arrives, once per period', async () => {
      // Sklik 3 500 of 4 000 = 87.5 %; ROAS 6 000 / 3 500 = 1.714 is 42.9 % of 4.
      await postSpend([{ date: '2025-03-15', channel: 'sklik', campaign: 'Jaro', cost: 1000 }]);
      const open = await alerts(viewer);
      expect(
        open.items.map((a) => [a.channel, a.type, a.severity, a.thresholdPercent, a.currentPercent]),
      ).toEqual(
        expect.arrayContaining([
          ['sklik', 'budget_warning', 'medium', 80, 87.5],
          ['sklik', 'low_performance', 'medium', 50, 42.9],
        ]),
      );
      expect(open.items).toHaveLength(2);
      expect(open.items[0]!.periodStart).toBe('2025-03-01');
      expect(open.items.find((a) => a.type === 'budget_warning')!.message).toBe(
        'Sklik v rozpočtu „Březen“ vyčerpal 87,5 % své částky',
      );

      // Everyone who may see the shop is told.
      for (const user of [owner, admin, viewer]) {
        expect((await notificationsOf(user)).map((n) => n.eventType).sort()).toEqual([
          'budget_warning',
          'low_performance',
        ]);
      }

      // The same figures again, and the status computed again: nothing new.
      tick(5);
      await postSpend([{ date: '2025-03-15', channel: 'sklik', campaign: 'Jaro', cost: 1000 }]);
      tick(200);
      await status(owner, budget.id);
      expect((await alerts(viewer)).items).toHaveLength(2);
      expect(await notificationsOf(owner)).toHaveLength(2);
    });

    it('raises budget_exceeded at 100 %, on the channel and then on the whole budget', async () => {
      // Sklik 4 100 of 4 000 = 102.5 %.
      tick(5);
      await postSpend([{ date: '2025-03-16', channel: 'sklik', campaign: 'Jaro', cost: 600 }]);
      // Google 4 500 of 5 000 = 90 %; the budget 8 600 of 10 000 = 86 %.
      tick(5);
      await postSpend([{ date: '2025-03-17', channel: 'google_ads', campaign: 'PMax', cost: 2500 }]);
      const open = await alerts(owner, '?state=open');
      expect(open.items.map((a) => [a.channel, a.type, a.currentPercent]).sort()).toEqual(
        [
          [null, 'budget_warning', 86],
          ['google_ads', 'budget_warning', 90],
          ['sklik', 'budget_exceeded', 102.5],
          ['sklik', 'budget_warning', 87.5],
          ['sklik', 'low_performance', 42.9],
        ].sort(),
      );
      expect(open.items.find((a) => a.type === 'budget_exceeded')!.severity).toBe('high');
      expect(open).toMatchObject({ openCount: 5, unreadCount: 5 });
      expect(await notificationsOf(viewer)).toHaveLength(5);
    });

    it('suggests a reallocation by POAS that keeps the total', async () => {
      tick(200);
      const result = await status(owner, budget.id);
      const suggestion = result.suggestion!;
      expect(suggestion.clamp).toEqual({ min: 0.5, max: 2 });
      // Reference: POAS Sklik 2 000 / 4 100, Google 1 500 / 4 500; the spend-weighted average is
      // (2 000 + 1 500) / 8 600; each allocation × POAS ÷ average, scaled back to 9 000.
      const sklikPoas = 2000 / 4100;
      const googlePoas = 1500 / 4500;
      const average = 3500 / 8600;
      const raw = { sklik: 4000 * (sklikPoas / average), google: 5000 * (googlePoas / average) };
      const scale = 9000 / (raw.sklik + raw.google);
      const byChannel = Object.fromEntries(suggestion.channels.map((c) => [c.channel, c]));
      expect(suggestion.total).toBe(9000);
      expect(byChannel.sklik!.suggested + byChannel.google_ads!.suggested).toBe(9000);
      expect(Math.abs(byChannel.sklik!.suggested - raw.sklik * scale)).toBeLessThanOrEqual(1);
      expect(Math.abs(byChannel.google_ads!.suggested - raw.google * scale)).toBeLessThanOrEqual(1);
      expect(byChannel.sklik!.current).toBe(4000);
    });

    it('marks alerts read and resolves them (admins only); resolved ones leave the open list', async () => {
      const [first, second] = (await alerts(owner)).items;
      const denied = await t.call('PATCH', `/api/shops/${shopId}/budget-alerts/${first!.id}`, {
        cookie: viewer.cookie,
        body: { isRead: true },
      });
      expect(denied.status).toBe(403);
      const read = await t.call('PATCH', `/api/shops/${shopId}/budget-alerts/${first!.id}`, {
        cookie: admin.cookie,
        body: { isRead: true },
      });
      expect(((await read.json()) as { isRead: boolean }).isRead).toBe(true);
      const resolved = await t.call('PATCH', `/api/shops/${shopId}/budget-alerts/${second!.id}`, {
        cookie: admin.cookie,
        body: { isResolved: true },
      });
      expect(resolved.status).toBe(200);
      expect(await resolved.json()).toMatchObject({
        isResolved: true,
        isRead: true,
        resolvedAt: clock.toISOString(),
      });
      const open = await alerts(owner);
      expect(open).toMatchObject({ openCount: 4, unreadCount: 3 });
      expect(open.items.map((a) => a.id)).not.toContain(second!.id);
      expect((await alerts(owner, '?state=all')).items.map((a) => a.id)).toContain(second!.id);
      // Resolved stays resolved: the same period does not raise it again.
      tick(200);
      await status(owner, budget.id);
      expect((await alerts(owner)).openCount).toBe(4);
    });
  });

  describe('when alerts are raised', () => {
    it('by writes only: reading a status or the agency overview writes nothing; a budget change or an order raises them', async () => {
      const quiet = await createShop(t, owner, 'Tichý');
      // Spend stored by the sink: the alert check it queues runs only when the jobs run (t.settle).
      const writeUnchecked = (date: string, cost: number) =>
        withScope(t.deps.db, { userId: null, shopId: quiet }, (trx) =>
          writeAdSpend(trx, quiet, { kind: 'demo' }, [
            {
              date,
              channel: 'sklik',
              campaign: 'Jaro',
              cost,
              impressions: 0,
              clicks: 0,
              conversions: 0,
              conversionValue: 0,
              currency: 'CZK',
            },
          ]),
        );
      await writeUnchecked('2025-03-10', 4000);
      const budget = await create(
        owner,
        { name: 'Bez limitu', totalBudget: 100_000, startDate: '2025-01-01', channels: [] },
        quiet,
      );
      const alertCount = () =>
        withScope(t.deps.db, { userId: null, shopId: quiet }, async (trx) =>
          Number(
            (
              await trx
                .selectFrom('budget_alerts')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        );
      expect(await alertCount()).toBe(0);

      // 4 000 of 100 000: nothing due. A lower total makes 80 % due, raised by the change itself.
      const lowered = await t.call('PATCH', `${budgetsPath(quiet)}/${budget.id}`, {
        cookie: owner.cookie,
        body: { totalBudget: 4500 },
      });
      expect(lowered.status).toBe(200);
      expect(await alertCount()).toBe(1);

      // Reads: the status and the agency overview raise nothing more, even with more due.
      await writeUnchecked('2025-03-11', 1000);
      tick(200);
      const read = await t.call('GET', `${budgetsPath(quiet)}/${budget.id}/status`, { cookie: owner.cookie });
      expect(((await read.json()) as BudgetStatus).utilisation).toBeGreaterThan(100);
      expect((await t.call('GET', '/api/agency', { cookie: owner.cookie })).status).toBe(200);
      expect(await alertCount()).toBe(1);

      // An order written by hand checks the budgets again once the refresh job has counted it:
      // now 5 000 of 4 500 is over.
      const order = await t.call('POST', `/api/shops/${quiet}/orders`, {
        cookie: owner.cookie,
        body: { orderId: 'Q1', orderDate: '2025-03-12T10:00:00+01:00', revenue: 100 },
      });
      expect(order.status, await order.clone().text()).toBe(201);
      await t.settle();
      expect(await alertCount()).toBe(2);
    });
  });

  describe('status cache', () => {
    it('serves a status for 2 minutes, but shows a write at once', async () => {
      const budget = await create(admin, { ...marchBudget, name: 'Cache' });
      const first = await status(owner, budget.id);
      tick(60);
      const cached = await status(viewer, budget.id);
      expect(cached.computedAt).toBe(first.computedAt);

      // A change of the budget: the next read computes again.
      const renamed = await patch(admin, budget.id, { name: 'Cache 2' });
      expect(renamed.status).toBe(200);
      const afterWrite = await status(owner, budget.id);
      expect(afterWrite.budget.name).toBe('Cache 2');
      expect(afterWrite.computedAt).not.toBe(first.computedAt);

      // New ad spend: visible at once. Google Ads before: 2 000 + 2 500.
      tick(10);
      await postSpend([{ date: '2025-03-18', channel: 'google_ads', campaign: 'PMax', cost: 100 }]);
      const afterSpend = await status(owner, budget.id);
      expect(afterSpend.channels.find((c) => c.channel === 'google_ads')!.spent).toBe(4600);

      // Older than 2 minutes: computed again.
      tick(121);
      expect((await status(owner, budget.id)).computedAt).not.toBe(afterSpend.computedAt);
    });

    it("never answers with another shop's entry", async () => {
      const ours = await create(admin, { ...marchBudget, name: 'Náš' });
      await status(owner, ours.id);
      // The stranger asks for our cached budget under their own shop: 404, not our figures.
      const response = await t.call('GET', `/api/shops/${otherShop}/budgets/${ours.id}/status`, {
        cookie: stranger.cookie,
      });
      expect((await failure(response, 404)).code).toBe('budget_not_found');
    });
  });
});

describe('BudgetStatusCache', () => {
  const status = { computedAt: 'x' } as BudgetStatus;

  it('keys entries by shop and budget, serves them 2 minutes and drops them after 5', () => {
    const cache = new BudgetStatusCache();
    cache.set('shop-a', 'budget-1', status, 0, cache.generation('shop-a'));
    expect(cache.get('shop-a', 'budget-1', 119_999)).toBe(status);
    expect(cache.get('shop-b', 'budget-1', 1)).toBeUndefined();
    expect(cache.get('shop-a', 'budget-1', 120_000)).toBeUndefined();
    expect(cache.size).toBe(1);
    cache.get('shop-a', 'budget-2', 300_000);
    expect(cache.size).toBe(0);
  });

  it('drops a shop on a write, and forgets a result computed across the write', () => {
    const cache = new BudgetStatusCache();
    cache.set('shop-a', 'budget-1', status, 0, 0);
    cache.set('shop-b', 'budget-1', status, 0, 0);
    const generation = cache.generation('shop-a');
    cache.invalidateShop('shop-a');
    expect(cache.get('shop-a', 'budget-1', 1)).toBeUndefined();
    expect(cache.get('shop-b', 'budget-1', 1)).toBe(status);
    cache.set('shop-a', 'budget-1', status, 2, generation);
    expect(cache.get('shop-a', 'budget-1', 3)).toBeUndefined();
  });
});
