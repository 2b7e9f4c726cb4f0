import type { Deps } from '../../http/app-env.ts';
import { DEMO_EMAIL, DEMO_SHOPS } from './ensure-demo-account.ts';
import { fillDemoAdSpend } from './fill-demo-ad-spend.ts';
import { fillDemoBudget } from './fill-demo-budget.ts';
import { fillDemoOrderEvents } from './fill-demo-order-events.ts';
import { fillDemoOrders } from './fill-demo-orders.ts';

/**
 * Gives the demo account's shops their generated order history (about `orders` in all, split
 * between the two shops). Runs after the server listens, so the first start is not held up.
 */
export async function fillDemoShops(
  deps: Pick<Deps, 'db' | 'now' | 'config'>,
  options: { orders: number },
): Promise<void> {
  if (options.orders <= 0) return;
  const shops = await deps.db
    .selectFrom('shops')
    .innerJoin('users', 'users.id', 'shops.created_by')
    .select(['shops.id', 'shops.store_domain'])
    .where('users.email', '=', DEMO_EMAIL)
    .execute();
  for (const demo of DEMO_SHOPS) {
    const shop = shops.find((row) => row.store_domain === demo.domain);
    if (!shop) continue;
    await fillDemoOrders(
      deps.db,
      { id: shop.id, domain: demo.domain, profile: demo.profile, seed: demo.seed },
      {
        orders: Math.round(options.orders / DEMO_SHOPS.length),
        today: deps.now(),
        log: (line) => console.info(line),
      },
    );
    await fillDemoAdSpend(deps.db, shop.id, demo.seed);
    await fillDemoBudget(deps.db, shop.id, deps.now());
    await fillDemoOrderEvents(
      deps.db,
      { id: shop.id, name: demo.name, seed: demo.seed },
      { now: deps.now(), serverSecret: deps.config.authSecret },
    );
    // The generated orders queued the shop's analytics-rollups job; the job runner refreshes them.
  }
}
