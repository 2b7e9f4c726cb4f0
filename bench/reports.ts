import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { createDb, type DbHandle, type Engine, withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import pg from 'pg';
import { REPORTS } from '../apps/server/src/modules/analytics/reports/index.ts';
import {
  cookieFrom,
  createTestApp,
  TEST_PASSWORD,
  type TestApp,
} from '../apps/server/test/helpers/test-app.ts';
import { ensureOrdersCsv, importOrdersCsv } from './lib/import-orders-csv.ts';

/**
 * `npm run bench:reports -- --orders 1000000 [--products 1500] [--engine pglite|postgres|both]
 *  [--only orders,products] [--skip-original]`
 *
 * Loads the generated export (1M orders, 250,000 customers, 2.5M lines by default) once through
 * the real CSV import into a database kept between runs (PostgreSQL: database
 * `ziskomer_bench_<orders>` on the TEST_DATABASE_URL server; PGlite: bench/data/pglite-<orders>),
 * then times every report endpoint in-process (routing, access check, SQL and JSON) for one year
 * and for the whole history: one warm-up, then the median of 5. Also runs the original product's
 * approach on the same data — every order fetched in pages of 1,000 with a 50 ms pause, then
 * aggregated in JavaScript — and prints how much slower it is than the orders report.
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    /** A catalogue of at least this many products (the profile's own ~70 by default). */
    products: { type: 'string' },
    engine: { type: 'string', default: 'both' },
    only: { type: 'string' },
    'skip-original': { type: 'boolean', default: false },
  },
});
const orders = Number(values.orders);
const products = values.products ? Number(values.products) : undefined;
/** Names the kept database and its marker: one per order count and catalogue size. */
const dataName = `${orders}${products ? `-p${products}` : ''}`;
const engines: Engine[] =
  values.engine === 'both'
    ? process.env.TEST_DATABASE_URL
      ? ['postgres', 'pglite']
      : ['pglite']
    : [values.engine as Engine];
const only = values.only?.split(',');
const reports = REPORTS.filter((report) => !only || only.includes(report.id));
// The generated history spans 2023-01-01 .. 2024-12-31: "today" is its last evening.
const now = new Date('2024-12-31T20:00:00Z');
const PERIODS = [
  { label: '1 year', query: 'period=1y' },
  { label: 'all history', query: 'period=all' },
];

interface Timing {
  engine: Engine;
  report: string;
  period: string;
  medianMs: number;
  bytes: number;
}
const timings: Timing[] = [];
const originals: { engine: Engine; seconds: number; pages: number; mb: number; peakRssMb: number }[] = [];

for (const engine of engines) {
  const { t, shopId, cookie } = await openLoadedShop(engine);
  try {
    for (const report of reports) {
      for (const period of PERIODS) {
        const path = `/api/shops/${shopId}/analytics/${report.id}?${period.query}`;
        const first = await t.call('GET', path, { cookie });
        if (first.status !== 200) throw new Error(`${path}: ${first.status} ${await first.text()}`);
        const bytes = (await first.arrayBuffer()).byteLength;
        const samples: number[] = [];
        for (let run = 0; run < 5; run++) {
          const started = performance.now();
          const response = await t.call('GET', path, { cookie });
          await response.arrayBuffer();
          samples.push(performance.now() - started);
        }
        samples.sort((a, b) => a - b);
        timings.push({ engine, report: report.id, period: period.label, medianMs: samples[2]!, bytes });
        console.log(`${engine} ${report.id} ${period.label}: ${samples[2]!.toFixed(0)} ms`);
      }
    }
    if (!values['skip-original']) originals.push({ engine, ...(await runOriginalApproach(t, shopId)) });
  } finally {
    await t.close();
  }
}

printTables();

/** A shop holding the generated orders: loaded on the first run, reused by later ones. */
async function openLoadedShop(engine: Engine): Promise<{ t: TestApp; shopId: string; cookie: string }> {
  const marker = `bench/data/reports-${engine}-${dataName}.json`;
  const db = await openBenchDb(engine, !existsSync(marker));
  const t = await createTestApp(engine, { db, now: () => now, importMaxBytes: 20 * 1024 ** 3 });
  if (existsSync(marker)) {
    const { email, shopId } = JSON.parse(readFileSync(marker, 'utf8')) as { email: string; shopId: string };
    const signIn = await t.call('POST', '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
    });
    if (!signIn.ok) throw new Error(`sign-in: ${signIn.status}`);
    await ensureAdSpend(t, shopId);
    return { t, shopId, cookie: cookieFrom(signIn) };
  }
  const email = `bench-reports-${engine}@example.cz`;
  const owner = await t.signUp(email);
  const shop = await t.call('POST', '/api/shops', {
    cookie: owner.cookie,
    body: { name: 'Benchmark', domain: `bench-reports-${engine}.cz` },
  });
  const shopId = ((await shop.json()) as { id: string }).id;
  const { file } = await ensureOrdersCsv(orders, undefined, products);
  console.log(`Loading ${file} into ${engine} through the CSV import …`);
  const started = performance.now();
  const result = await importOrdersCsv(t, owner.cookie, shopId, file);
  console.log(
    `  ${result.status}: ${result.counts.inserted} orders in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  // The import queued the rollups' refresh job, which the runner ran after it.
  const state = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
    trx.selectFrom('analytics_refresh_state').select('duration_ms').executeTakeFirst(),
  );
  console.log(`  rollups refreshed in ${((state?.duration_ms ?? 0) / 1000).toFixed(1)} s`);
  await ensureAdSpend(t, shopId);
  mkdirSync('bench/data', { recursive: true });
  writeFileSync(marker, JSON.stringify({ email, shopId }));
  return { t, shopId, cookie: owner.cookie };
}

async function openBenchDb(engine: Engine, fresh: boolean): Promise<DbHandle> {
  if (engine === 'pglite') return createDb({ dataDir: `bench/data/pglite-${dataName}` });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ziskomer_bench_${dataName.replace('-', '_')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return createDb({ url: url.toString(), dataDir: 'memory://' });
}

/**
 * The original product's way to a report: every order of the shop in pages of 1,000 rows
 * (a PostgREST range, i.e. LIMIT/OFFSET), a 50 ms pause between pages, each page serialised as
 * JSON as it would travel to the browser, all kept in memory, then revenue by day, by city and
 * the totals aggregated in JavaScript.
 */
async function runOriginalApproach(t: TestApp, shopId: string) {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  const all: Record<string, unknown>[] = [];
  let bytes = 0;
  let pages = 0;
  for (let offset = 0; ; offset += 1000) {
    const page = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      sql<Record<string, unknown>>`SELECT * FROM orders WHERE shop_id = ${shopId}
        ORDER BY order_date, order_id LIMIT 1000 OFFSET ${offset}`.execute(trx),
    );
    pages += 1;
    const json = JSON.stringify(page.rows);
    bytes += json.length;
    all.push(...(JSON.parse(json) as Record<string, unknown>[]));
    if (page.rows.length < 1000) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const byDay = new Map<string, number>();
  const byCity = new Map<string, number>();
  let revenue = 0;
  for (const order of all) {
    if (order.is_cancelled) continue;
    const value = Number(order.revenue);
    revenue += value;
    const day = String(order.order_day).slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + value);
    const city = String(order.customer_city ?? '');
    byCity.set(city, (byCity.get(city) ?? 0) + value);
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  console.log(`original approach: ${pages} pages, ${seconds.toFixed(1)} s, revenue ${revenue.toFixed(0)}`);
  return { seconds, pages, mb: bytes / 1e6, peakRssMb: peakRss / 1024 ** 2 };
}

function printTables() {
  const cpu = cpus()[0]?.model ?? 'unknown';
  console.log(
    `\nReport benchmark · ${orders.toLocaleString('en')} orders (generated, 2023–2024)${products ? `, ≥ ${products} products` : ''}`,
  );
  console.log(
    `Machine: ${cpu} × ${cpus().length}, ${(totalmem() / 1024 ** 3).toFixed(0)} GiB, Node ${process.version}\n`,
  );
  console.log('Median of 5 after a warm-up; target ≤ 300 ms on PostgreSQL, ≤ 1,500 ms on PGlite.\n');
  const columns = engines.flatMap((engine) => PERIODS.map((period) => `${engine} ${period.label}`));
  console.log(`| report | ${columns.join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---:').join('|')}|`);
  for (const report of reports) {
    const cells = engines.flatMap((engine) =>
      PERIODS.map((period) => {
        const timing = timings.find(
          (row) => row.engine === engine && row.report === report.id && row.period === period.label,
        );
        const limit = engine === 'postgres' ? 300 : 1500;
        return timing ? `${timing.medianMs.toFixed(0)} ms${timing.medianMs > limit ? ' ✗' : ''}` : '—';
      }),
    );
    console.log(`| ${report.id} | ${cells.join(' | ')} |`);
  }
  if (originals.length === 0) return;
  console.log(
    '\nThe original approach (all orders in pages of 1,000 with 50 ms pauses, aggregated in JS):\n',
  );
  console.log(
    '| engine | pages | JSON (MB) | seconds | peak RSS (MB) | orders report, all history | ratio |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const original of originals) {
    const ours = timings.find(
      (row) => row.engine === original.engine && row.report === 'orders' && row.period === 'all history',
    );
    const ratio = ours ? `${Math.round((original.seconds * 1000) / ours.medianMs)}×` : '—';
    console.log(
      `| ${original.engine} | ${original.pages} | ${original.mb.toFixed(0)} | ${original.seconds.toFixed(1)} | ${original.peakRssMb.toFixed(0)} | ${ours ? `${ours.medianMs.toFixed(0)} ms` : '—'} | ${ratio} |`,
    );
  }
}

/**
 * Two years of daily ad spend as the marketing issue's benchmark asks for: 200 campaigns over 5
 * channels (Google Ads, Meta, Sklik, Heureka, Zboží.cz), every day of the generated history, with
 * deterministic costs, clicks and reported conversions. Written once per benchmark database.
 */
async function ensureAdSpend(t: TestApp, shopId: string) {
  const written = await withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
    const existing = await sql<{ any: boolean }>`SELECT EXISTS (SELECT 1 FROM ad_spend) AS any`.execute(trx);
    if (existing.rows[0]?.any) return false;
    const started = performance.now();
    await sql`
      INSERT INTO ad_spend (shop_id, day, channel, account, campaign, impressions, clicks, cost,
                            conversions, conversion_value, currency, source)
      SELECT ${shopId}, d::date, (ARRAY['google_ads', 'meta', 'sklik', 'heureka', 'zbozi'])[c % 5 + 1],
             'Benchmark', 'Kampaň ' || c, 200 + (c * 37 + i * 11) % 900, 10 + (c * 7 + i * 3) % 60,
             round((50 + (c * 13 + i * 29) % 450)::numeric, 2), (c + i) % 4,
             round(((c + i) % 4 * 850)::numeric, 2), 'CZK', 'api'
      FROM generate_series(date '2023-01-01', date '2024-12-31', interval '1 day') WITH ORDINALITY AS days (d, i)
      CROSS JOIN generate_series(0, 199) AS c`.execute(trx);
    console.log(
      `  ad spend: 730 days × 200 campaigns written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return true;
  });
  // Statistics for the planner, as the server's autovacuum would gather them (not as the app role).
  if (written) await sql`ANALYZE ad_spend`.execute(t.deps.db);
}
