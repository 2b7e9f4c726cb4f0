import { withScope } from '@ziskomer/db';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import {
  createDemoGoogleAdsConnection,
  createDemoMetaConnection,
  createDemoSklikConnection,
} from '../connections/index.ts';
import { DEMO_SHOPS } from './ensure-demo-account.ts';
import { fillDemoAdSpend } from './fill-demo-ad-spend.ts';
import { fillDemoBudget } from './fill-demo-budget.ts';
import { fillDemoOrderEvents } from './fill-demo-order-events.ts';
import { fillDemoOrders } from './fill-demo-orders.ts';

/**
 * Gives a demo shop its generated history: orders (continuing after those a cut-short fill
 * stored), ad spend, a budget and tracked order events; the writes queue the reports' rollups.
 * Every step is idempotent (each later step skips a shop that has its data, and writes it in one
 * transaction), so a resumed job repeats nothing.
 */
export const demoFillJob = defineJob({
  kind: 'demo-fill',
  payload: z.object({ shopId: z.uuid(), orders: z.number().int().min(1).max(10_000_000) }),
  shopOf: (payload) => payload.shopId,
  handle: async ({ shopId, orders }, { deps, signal, reportProgress }) => {
    const shop = await deps.db
      .selectFrom('shops')
      .select(['id', 'store_domain'])
      .where('id', '=', shopId)
      .executeTakeFirst();
    const demo = DEMO_SHOPS.find((candidate) => candidate.domain === shop?.store_domain);
    if (!shop || !demo) return;
    reportProgress({ done: 0, total: orders, unit: 'orders', phase: 'orders' });
    await fillDemoOrders(
      deps.db,
      { id: shop.id, domain: demo.domain, profile: demo.profile, seed: demo.seed },
      {
        orders,
        today: deps.now(),
        signal,
        engine: deps.engine,
        onProgress: (stored) =>
          reportProgress({ done: stored, total: orders, unit: 'orders', phase: 'orders' }),
      },
    );
    reportProgress({ done: orders, total: orders, unit: 'orders', phase: 'finishing' });
    await fillDemoAdSpend(deps.db, shop.id, demo.seed);
    await fillDemoBudget(deps.db, shop.id, deps.now());
    // Its Google Ads, Meta and Sklik spend is shown as connected accounts, marked as demo data.
    await withScope(deps.db, { userId: null, shopId: shop.id }, async (trx) => {
      const { currency } = await trx
        .selectFrom('shops')
        .select('currency')
        .where('id', '=', shop.id)
        .executeTakeFirstOrThrow();
      await createDemoGoogleAdsConnection(trx, { shopId: shop.id, currency, now: deps.now() });
      await createDemoMetaConnection(trx, { shopId: shop.id, currency, now: deps.now() });
      await createDemoSklikConnection(trx, { shopId: shop.id, now: deps.now() });
    });
    await fillDemoOrderEvents(
      deps.db,
      { id: shop.id, name: demo.name, seed: demo.seed },
      { now: deps.now(), serverSecret: deps.config.authSecret },
    );
    // The generated orders queued the shop's analytics-rollups job; the runner refreshes them next.
  },
});
