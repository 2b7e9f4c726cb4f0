import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { type Engine, withScope } from '@ziskomer/db';
import { sql } from 'kysely';
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
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '50000' },
    engine: { type: 'string', default: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
    shops: { type: 'string', default: '2' },
  },
});
const orders = Number(values.orders);
const engine = values.engine as Engine;

const t = await createTestApp(engine);
try {
  const owner = await t.signUp('bench-rollups@example.cz');
  const { file } = await ensureOrdersCsv(orders);
  const rows: { shop: number; importS: number; refreshS: number; days: number }[] = [];
  for (let index = 1; index <= Number(values.shops); index++) {
    const created = await t.call('POST', '/api/shops', {
      cookie: owner.cookie,
      body: { name: `Obchod ${index}`, domain: `bench-rollups-${index}.cz` },
    });
    const shopId = ((await created.json()) as { id: string }).id;
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
} finally {
  await t.close();
}
