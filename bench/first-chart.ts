import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Engine } from '@ziskomer/db';
import { TEST_PASSWORD } from '../apps/server/test/helpers/test-app.ts';
import { FIRST_CHART_MARK } from '../apps/web/src/components/charts/first-chart-mark.ts';
import { launchBrowser } from '../e2e/browser.ts';

/**
 * `npm run bench:first-chart -- --orders 1000000 [--engine pglite|postgres|both]`
 *
 * How long the built web app takes, in Chromium, from navigation to the first chart drawn on
 * `/analytics/orders`, on the shop that `npm run bench:reports` loaded (run that first: it keeps
 * its database). Starts the real server (production build, API and static files) on that
 * database, signs in as the benchmark's shop owner and opens the page in a new tab for each run:
 * the first run (cold: fresh server, nothing cached in the browser) and then the median of 5
 * (warm: the browser's cache holds the app's assets, the server its prepared plans). The time is
 * the page's own `performance` mark set when the first ECharts chart has finished drawing, i.e.
 * measured from the navigation's start. Target (analytics issue): within 2 s.
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    engine: { type: 'string', default: 'both' },
  },
});
const orders = Number(values.orders);
const engines: Engine[] =
  values.engine === 'both'
    ? process.env.TEST_DATABASE_URL
      ? ['postgres', 'pglite']
      : ['pglite']
    : [values.engine as Engine];
// The generated history ends on 2024-12-31: its last year, and all of it.
const PAGES = [
  { label: '1 year (2024)', query: 'period=custom&from=2024-01-01&to=2024-12-31' },
  { label: 'all history', query: 'period=all' },
];
const RUNS = 5;

if (!existsSync('apps/web/dist/index.html')) throw new Error('Build the web app first: npm run build');

interface Row {
  engine: Engine;
  page: string;
  coldMs: number;
  medianMs: number;
  apiMs: number;
}
const rows: Row[] = [];
for (const engine of engines) {
  const marker = `bench/data/reports-${engine}-${orders}.json`;
  if (!existsSync(marker))
    throw new Error(`${marker} is missing: run npm run bench:reports -- --orders ${orders} first`);
  const { email } = JSON.parse(readFileSync(marker, 'utf8')) as { email: string };
  const server = await startServer(engine, 3390);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'cs-CZ' });
    const signIn = await context.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email, password: TEST_PASSWORD },
      headers: { origin: server.url },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
    for (const { label, query } of PAGES) {
      const samples: { chartMs: number; apiMs: number }[] = [];
      for (let run = 0; run <= RUNS; run++)
        samples.push(await openReport(context, `${server.url}/analytics/orders?${query}`));
      const [cold, ...warm] = samples;
      warm.sort((a, b) => a.chartMs - b.chartMs);
      const middle = warm[Math.floor(warm.length / 2)]!;
      rows.push({
        engine,
        page: label,
        coldMs: cold!.chartMs,
        medianMs: middle.chartMs,
        apiMs: middle.apiMs,
      });
      console.log(
        `${engine} ${label}: cold ${cold!.chartMs.toFixed(0)} ms, median ${middle.chartMs.toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
printTable();

/** Opens the report in a new tab; the time of the first chart and of the report's API call. */
async function openReport(context: import('playwright-core').BrowserContext, url: string) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    const chartMs = await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime,
      FIRST_CHART_MARK,
      { timeout: 60_000 },
    );
    const apiMs = await page.evaluate(() => {
      const call = performance
        .getEntriesByType('resource')
        .find((entry) => /\/analytics\/orders\?/.test(entry.name)) as PerformanceResourceTiming | undefined;
      return call ? call.responseEnd - call.startTime : Number.NaN;
    });
    return { chartMs: Number(await chartMs.jsonValue()), apiMs };
  } finally {
    await page.close();
  }
}

/** The production server on the benchmark's database, without demo orders. */
async function startServer(engine: Engine, port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ziskomer-first-chart-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: `http://localhost:${port}`,
    NODE_ENV: 'production',
    DEMO_ORDERS: '0',
  };
  if (engine === 'postgres') {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/ziskomer_bench_${orders}`;
    env.DATABASE_URL = url.toString();
  } else {
    env.PGLITE_DIR = resolve(`bench/data/pglite-${orders}`);
    env.DATABASE_URL = '';
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  while (!(await fetch(`${url}/api/health`).catch(() => null))?.ok) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function printTable() {
  console.log(
    `\nFirst chart of /analytics/orders — ${orders.toLocaleString('en')} orders · ${cpus().length} × ${cpus()[0]?.model.trim()} · ${(totalmem() / 1024 ** 3).toFixed(0)} GiB · load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
  );
  console.log('| engine | period | cold (ms) | warm median of 5 (ms) | report API call (ms) | target |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.engine} | ${row.page} | ${row.coldMs.toFixed(0)} | ${row.medianMs.toFixed(0)} | ${row.apiMs.toFixed(0)} | ≤ 2000 |`,
    );
  }
}
