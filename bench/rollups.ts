import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type Engine, withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { refreshShopRollups } from '../apps/server/src/modules/analytics/rollups/refresh-shop-rollups.ts';
import { raiseShopBudgetAlerts } from '../apps/server/src/modules/budgets/index.ts';
import { createTestApp } from '../apps/server/test/helpers/test-app.ts';
import { ensureOrdersCsv, importOrdersCsv } from './lib/import-orders-csv.ts';

/**
 * `npm run bench:rollups -- --orders 50000 [--engine postgres|pglite] [--shops 2]`
 *
 * The multi-tenant rollup scenario: shops with the same generated export imported one after the
 * other through the real CSV import into one fresh database, each followed by its analytics-rollups
 * job. Prints, per shop, the import and the rollups' refresh (the job's own duration) and the
 * refresh relative to the first shop's: a shop's refresh must cost what its own data costs,
 * whatever the other shops hold.
 *
 * `--compare-transactions` then marks the last shop's whole history dirty again and refreshes it
 * twice in one transaction and twice in time-sized transactions (the embedded database's way,
 * docs/ARCHITECTURE.md), and prints both times: which is faster on this engine.
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '50000' },
    engine: { type: 'string', default: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
    shops: { type: 'string', default: '2' },
    'compare-transactions': { type: 'boolean', default: false },
  },
});
const orders = Number(values.orders);
const engine = values.engine as Engine;

const t = await createTestApp(engine);
try {
  const owner = await t.signUp('bench-rollups@example.cz');
  const { file } = await ensureOrdersCsv(orders);
  const rows: { shop: number; importS: number; refreshS: number; days: number }[] = [];
  let lastShopId = '';
  for (let index = 1; index <= Number(values.shops); index++) {
    const created = await t.call('POST', '/api/shops', {
      cookie: owner.cookie,
      body: { name: `Obchod ${index}`, domain: `bench-rollups-${index}.cz` },
    });
    const shopId = ((await created.json()) as { id: string }).id;
    lastShopId = shopId;
    const started = performance.now();
    const result = await importOrdersCsv(t, owner.cookie, shopId, file);
    if (result.status !== 'completed') throw new Error(`import ${index}: ${result.status}`);
    const state = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx.selectFrom('analytics_refresh_state').select(['duration_ms', 'days']).executeTakeFirstOrThrow(),
    );
    const totalS = (performance.now() - started) / 1000;
    rows.push({
      shop: index,
      importS: totalS - state.duration_ms / 1000,
      refreshS: state.duration_ms / 1000,
      days: state.days,
    });
    console.log(
      `  shop ${index}: import ${rows.at(-1)!.importS.toFixed(1)} s, rollups ${rows.at(-1)!.refreshS.toFixed(1)} s`,
    );
  }
  const version = await sql<{ v: string }>`SELECT version() AS v`.execute(t.deps.db);
  console.log(
    `\n${orders.toLocaleString('en')} orders per shop, ${engine} (${version.rows[0]?.v.split(' on ')[0]}), ${cpus().length} cores\n`,
  );
  console.log('| shop | import s | rollups refresh s | days | refresh ÷ first shop |');
  console.log('|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = row.refreshS / rows[0]!.refreshS;
    console.log(
      `| ${row.shop} | ${row.importS.toFixed(1)} | ${row.refreshS.toFixed(1)} | ${row.days} | ${ratio.toFixed(2)} |`,
    );
  }
  if (values['compare-transactions']) await compareTransactions(lastShopId);
} finally {
  await t.close();
}

/** The same full refresh of a shop in one transaction and in time-sized ones. */
async function compareTransactions(shopId: string) {
  const times: string[] = [];
  // Twice each, alternating, so that neither way alone gets the warmer cache.
  for (const transactions of ['one', 'time-sized', 'time-sized', 'one'] as const) {
    await withScope(t.deps.backgroundDb, { userId: null, shopId }, async (trx) => {
      await sql`INSERT INTO analytics_dirty_days (shop_id, day)
        SELECT DISTINCT shop_id, order_day FROM orders WHERE shop_id = ${shopId} ON CONFLICT DO NOTHING`.execute(
        trx,
      );
      await sql`INSERT INTO analytics_dirty_customers (shop_id, customer_key)
        SELECT DISTINCT shop_id, customer_key FROM orders WHERE shop_id = ${shopId} AND customer_key IS NOT NULL
        ON CONFLICT DO NOTHING`.execute(trx);
      await sql`INSERT INTO customer_scores_stale (shop_id) VALUES (${shopId}) ON CONFLICT DO NOTHING`.execute(
        trx,
      );
    });
    const started = performance.now();
    const refresh = await refreshShopRollups(t.deps.backgroundDb, shopId, new Date(), {
      transactions,
      afterRefresh: raiseShopBudgetAlerts,
    });
    const seconds = (performance.now() - started) / 1000;
    times.push(`| ${transactions} | ${refresh.days} | ${seconds.toFixed(1)} |`);
    console.log(`  ${transactions}: ${seconds.toFixed(1)} s`);
  }
  console.log(
    `\nThe last shop's whole history refreshed again, ${engine}, load average ${loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log('| transactions | days | refresh s |');
  console.log('|---|---:|---:|');
  for (const line of times) console.log(line);
}
