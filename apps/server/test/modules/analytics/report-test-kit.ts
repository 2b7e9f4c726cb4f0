import type { OrderInput, ReportMeta } from '@ziskomer/contracts';
import type { Engine } from '@ziskomer/db';
import { expect } from 'vitest';
import { fillDemoOrders } from '../../../src/modules/demo/fill-demo-orders.ts';
import { createTestApp, type TestApp, type TestUser } from '../../helpers/test-app.ts';

/**
 * A shop for report tests: fixture orders go in through the product's own order API (so customer
 * facts and daily rollups are what an import would produce), reports come out of the report API
 * once the background jobs the writes queued (the rollups' refresh) have run.
 * `now` fixes "today" (presets count back from it in the shop's zone, Europe/Prague); a function
 * lets a test move the clock.
 */
export interface ReportShop {
  t: TestApp;
  owner: TestUser;
  shopId: string;
  addOrders(orders: OrderInput[]): Promise<void>;
  report<T>(reportId: string, query?: string): Promise<{ meta: ReportMeta; data: T }>;
  close(): Promise<void>;
}

export async function createReportShop(
  engine: Engine,
  options: { now: Date | (() => Date); email?: string },
): Promise<ReportShop> {
  const { now } = options;
  const t = await createTestApp(engine, { now: typeof now === 'function' ? now : () => now });
  const owner = await t.signUp(options.email ?? 'analytik@example.cz');
  const shop = await t.call('POST', '/api/shops', {
    cookie: owner.cookie,
    body: { name: 'Testovací obchod', domain: 'test-obchod.cz' },
  });
  expect(shop.status).toBe(201);
  const shopId = ((await shop.json()) as { id: string }).id;

  return {
    t,
    owner,
    shopId,
    async addOrders(orders) {
      for (const order of orders) {
        const response = await t.call('POST', `/api/shops/${shopId}/orders`, {
          cookie: owner.cookie,
          body: order,
        });
        expect(response.status, await response.clone().text()).toBe(201);
      }
    },
    async report<T>(reportId: string, query = '') {
      // What was written is in the reports once the refresh job has run, as on the server.
      await t.settle();
      const response = await t.call('GET', `/api/shops/${shopId}/analytics/${reportId}?${query}`, {
        cookie: owner.cookie,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as { meta: ReportMeta; data: T };
    },
    close: () => t.close(),
  };
}

/**
 * A report shop with two years of the demo coffee shop's generated orders up to `now` (3,000
 * orders, about 1,300 customers, 400 of them repeat buyers): history the CLV models can fit.
 */
export async function createGeneratedHistoryShop(
  engine: Engine,
  now: Date | (() => Date),
): Promise<ReportShop> {
  const shop = await createReportShop(engine, { now });
  await fillDemoOrders(
    shop.t.deps.db,
    { id: shop.shopId, domain: 'test-obchod.cz', profile: 'coffee', seed: 7 },
    { orders: 3000, today: typeof now === 'function' ? now() : now },
  );
  return shop;
}
