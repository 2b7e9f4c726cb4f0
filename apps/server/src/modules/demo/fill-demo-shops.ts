import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import type { Deps } from '../../core/deps.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { withRunnerScope } from '../../jobs/with-runner-scope.ts';
import { DEMO_EMAIL } from '../auth/index.ts';
import { demoFillJob } from './demo-fill-job.ts';
import { DEMO_SHOPS } from './ensure-demo-account.ts';

/**
 * Queues the generation of the demo account's order history (about `orders` in all, split between
 * its two shops): one demo-fill job per shop, the first time only — a shop that ever had one is
 * left alone, and an interrupted fill is continued by its own job. Runs before the server listens
 * but only queues: the runner does the work in the background.
 */
export async function queueDemoFill(deps: Pick<Deps, 'db'>, options: { orders: number }): Promise<number> {
  if (options.orders <= 0) return 0;
  const shops = await listDemoShops(deps.db);
  return withRunnerScope(deps.db, async (trx) => {
    let queued = 0;
    for (const shop of shops) {
      const existing = await sql`
        SELECT 1 FROM jobs WHERE kind = ${demoFillJob.kind} AND shop_id = ${shop.id} LIMIT 1`.execute(trx);
      if (existing.rows.length > 0) continue;
      await enqueueJob(trx, demoFillJob, {
        shopId: shop.id,
        orders: Math.round(options.orders / DEMO_SHOPS.length),
      });
      queued++;
    }
    return queued;
  });
}

async function listDemoShops(db: Kysely<Database>) {
  return db
    .selectFrom('shops')
    .innerJoin('users', 'users.id', 'shops.created_by')
    .select(['shops.id', 'shops.store_domain'])
    .where('users.email', '=', DEMO_EMAIL)
    .execute();
}
