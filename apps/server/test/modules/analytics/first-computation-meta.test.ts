import type { AgencyOverview } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob } from '../../../src/jobs/define-job.ts';
import { createJobRunner } from '../../../src/jobs/job-runner.ts';
import { createAnalyticsRollupsJob } from '../../../src/modules/analytics/rollups/analytics-rollups-job.ts';
import { refreshShopRollups } from '../../../src/modules/analytics/rollups/refresh-shop-rollups.ts';
import { raiseShopBudgetAlerts } from '../../../src/modules/budgets/index.ts';
import { fillDemoOrders } from '../../../src/modules/demo/fill-demo-orders.ts';
import { createTestApp, type TestApp, type TestUser } from '../../helpers/test-app.ts';
import { testEngines } from '../../helpers/test-db.ts';

/**
 * A shop's first computation as the reports and the home see it: while the first refresh of its
 * rollups runs, their meta says they were never refreshed, that work is pending and how far the
 * refresh is; the screens show "first figures being computed" on that instead of the zeros of
 * the half-filled rollups (issue 13: POAS 0,0× and 0 orders during the first refresh).
 */

const NOW = new Date('2024-06-01T08:00:00Z');
const analyticsRollupsJob = createAnalyticsRollupsJob(raiseShopBudgetAlerts);

interface Freshness {
  refreshedAt: string | null;
  refreshPending: boolean;
  refreshProgress: number | null;
}

describe.each(testEngines)("a shop's first computation on %s", (engine) => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
    owner = await t.signUp(`first-${engine}@example.cz`, 'Majitel');
  });
  afterAll(() => t.close());

  async function read(path: string): Promise<Freshness> {
    const response = await t.call('GET', path, { cookie: owner.cookie });
    expect(response.status, path).toBe(200);
    const body = (await response.json()) as { meta?: Freshness } & Freshness;
    const { refreshedAt, refreshPending, refreshProgress } = body.meta ?? body;
    return { refreshedAt, refreshPending, refreshProgress };
  }

  async function isAgencyRowComputing(shopId: string): Promise<boolean> {
    const response = await t.call('GET', '/api/agency?period=30d', { cookie: owner.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as AgencyOverview | { data: AgencyOverview };
    const row = ('data' in body ? body.data : body).shops.find((one) => one.shop.id === shopId);
    return row!.computingFirstFigures;
  }

  it('is told by the reports and the summary, with the refresh steps done, until it ends', async () => {
    const created = await t.call('POST', '/api/shops', {
      cookie: owner.cookie,
      body: { name: 'Prvni', domain: 'prvni.cz' },
    });
    expect(created.status).toBe(201);
    const shopId = ((await created.json()) as { id: string }).id;
    await fillDemoOrders(
      t.deps.backgroundDb,
      { id: shopId, domain: 'kavarna.cz', profile: 'coffee', seed: 5 },
      { orders: 300, today: NOW },
    );
    const marketing = `/api/shops/${shopId}/analytics/marketing?period=30d`;
    const summary = `/api/shops/${shopId}/summary`;

    // Before the refresh starts: queued, never refreshed, no progress yet.
    expect(await read(marketing)).toEqual({ refreshedAt: null, refreshPending: true, refreshProgress: null });

    const reported: number[] = [];
    const during: Freshness[] = [];
    const agencyDuring: boolean[] = [];
    const job = defineJob({
      ...analyticsRollupsJob,
      handle: async (payload, context) => {
        await refreshShopRollups(context.deps.db, payload.shopId, context.deps.now(), {
          transactions: 'time-sized',
          signal: context.signal,
          afterRefresh: raiseShopBudgetAlerts,
          onProgress: (done, total) => {
            reported.push(done / total);
            context.reportProgress({ done, total, unit: 'steps' });
          },
          afterStep: async () => {
            // Once the day rollups are written (orders show) and before the refresh ends.
            if (reported.length !== 3 || during.length > 0) return;
            during.push(await read(marketing), await read(summary));
            agencyDuring.push(await isAgencyRowComputing(shopId));
          },
        });
      },
    });
    await createJobRunner({ ...t.deps, db: t.deps.backgroundDb }, [job]).runUntilIdle();

    // Half-way: never refreshed, pending, and the share of steps the job had stored (its first
    // report, 0 of 7, is written at once).
    expect(during).toHaveLength(2);
    for (const freshness of during) {
      expect(freshness.refreshedAt).toBeNull();
      expect(freshness.refreshPending).toBe(true);
      expect(freshness.refreshProgress).not.toBeNull();
      expect(freshness.refreshProgress).toBeGreaterThanOrEqual(0);
      expect(freshness.refreshProgress).toBeLessThan(1);
    }
    // The refresh counts its phases up from none to all, never back.
    expect(reported[0]).toBe(0);
    expect(reported.at(-1)).toBe(1);
    expect(reported).toEqual([...reported].sort((a, b) => a - b));

    // The agency overview's line of the shop says so too, and no longer once it is done.
    expect(agencyDuring).toEqual([true]);
    expect(await isAgencyRowComputing(shopId)).toBe(false);

    // Done: refreshed, nothing pending, no progress to show.
    for (const path of [marketing, summary]) {
      const after = await read(path);
      expect(after.refreshedAt).toEqual(expect.any(String));
      expect(after.refreshPending).toBe(false);
      expect(after.refreshProgress).toBeNull();
    }
  }, 240_000);
});
