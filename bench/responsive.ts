import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureOrdersCsv } from './lib/import-orders-csv.ts';

/**
 * `npm run bench:responsive -- [--orders 200000] [--app DIR] [--demo-orders 20000]`
 *
 * Starts the real server (`apps/server/src/main.ts` of the checkout in `--app`, this one by
 * default) on embedded PGlite in a fresh data directory, as `npm start` does, and measures how
 * it answers while background work runs:
 *
 * 1. first start: the demo shops are filled with `--demo-orders` orders in the background;
 * 2. a CSV import of `--orders` orders through the public API, and the rollups after it.
 *
 * Two probes run through both phases: one calls `GET /api/health` every 100 ms on a new
 * connection each time; one polls the import (`GET /api/v1/imports/{id}`, or `/api/me` before
 * the import exists) over one kept-alive connection, one request after another. The table shows
 * their latency percentiles, the slowest answer and the connection errors per phase.
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '200000' },
    'demo-orders': { type: 'string', default: '20000' },
    app: { type: 'string', default: '.' },
    port: { type: 'string', default: '3817' },
  },
});
const appDir = resolve(values.app);
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const { file } = await ensureOrdersCsv(Number(values.orders));

interface Sample {
  at: number;
  ms: number;
  error?: string;
}
const phases: { name: string; started: number; ended: number }[] = [];
const samples: Record<'health' | 'poll', Sample[]> = { health: [], poll: [] };

const dataDir = mkdtempSync(join(tmpdir(), 'ziskomer-responsive-'));
const server = startServer();
const stopProbes = new AbortController();
try {
  await waitForHealth();
  let pollPath = '/api/me';
  let pollHeaders: Record<string, string> = {};
  const probes = Promise.all([
    probeHealth(stopProbes.signal),
    probeKeptAlive(stopProbes.signal, () => [pollPath, pollHeaders]),
  ]);

  console.log('server up');
  const firstStart = beginPhase(`first start (demo fill of ${values['demo-orders']} orders)`);
  const cookie = await signInDemo();
  pollHeaders = { cookie };
  await waitForDemoFill(cookie);
  endPhase(firstStart);

  console.log('demo filled');
  const shopId = await createShop(cookie);
  const key = await createApiKey(cookie, shopId);
  const importPhase = beginPhase(`import of ${values.orders} orders and the rollups after it`);
  console.log('uploading');
  const importId = await uploadImport(key);
  console.log('uploaded');
  pollPath = `/api/v1/imports/${importId}`;
  pollHeaders = { authorization: `Bearer ${key}` };
  await waitFor(async () => {
    const state = (await getJson(`/api/v1/imports/${importId}`, { authorization: `Bearer ${key}` })) as {
      status: string;
    };
    if (state.status === 'failed') throw new Error('the import failed');
    return state.status === 'completed';
  }, 1000);
  const imported = performance.now();
  await waitForFreshReport(cookie, shopId);
  endPhase(importPhase);
  stopProbes.abort();
  await probes;
  printTable(imported - importPhase.started, performance.now() - imported);
} finally {
  stopProbes.abort();
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(appDir, 'apps/server/src/main.ts')], {
    cwd: appDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_ORDERS: values['demo-orders'],
      DATABASE_URL: '',
      NODE_ENV: 'production',
      APP_URL: origin,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code && code !== 0 && !stopProbes.signal.aborted) console.error(`server exited with ${code}`);
  });
  return child;
}

function beginPhase(name: string) {
  const phase = { name, started: performance.now(), ended: Number.POSITIVE_INFINITY };
  phases.push(phase);
  return phase;
}

function endPhase(phase: { ended: number }) {
  phase.ended = performance.now();
}

/** `GET /api/health` every 100 ms, each on a new connection. */
async function probeHealth(signal: AbortSignal) {
  const agent = new Agent({ keepAlive: false });
  while (!signal.aborted) {
    const next = sleep(100);
    samples.health.push(await timed(() => send('GET', '/api/health', {}, agent)));
    await next;
  }
}

/** One request after another over one kept-alive connection. */
async function probeKeptAlive(signal: AbortSignal, target: () => [string, Record<string, string>]) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  while (!signal.aborted) {
    const next = sleep(100);
    const [path, headers] = target();
    samples.poll.push(await timed(() => send('GET', path, headers, agent)));
    await next;
  }
}

async function timed(work: () => Promise<unknown>): Promise<Sample> {
  const at = performance.now();
  try {
    await work();
    return { at, ms: performance.now() - at };
  } catch (error) {
    return { at, ms: performance.now() - at, error: (error as NodeJS.ErrnoException).code ?? String(error) };
  }
}

/** One HTTP request; resolves with status and body, rejects on a connection error or after 120 s. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  agent?: Agent,
  body?: NodeJS.ReadableStream | string,
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((done, fail) => {
    const req = request(
      `${origin}${path}`,
      { method, agent, headers: { origin, ...headers }, timeout: 120_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
        res.on('error', fail);
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', fail);
    if (typeof body === 'string') req.end(body);
    else if (body) body.pipe(req);
    else req.end();
  });
}

async function getJson(path: string, headers: Record<string, string>): Promise<unknown> {
  const response = await send('GET', path, headers);
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.body.slice(0, 300)}`);
  return JSON.parse(response.body);
}

function sendJson(path: string, headers: Record<string, string>, payload: unknown) {
  return send(
    'POST',
    path,
    { 'content-type': 'application/json', ...headers },
    undefined,
    JSON.stringify(payload),
  );
}

async function waitForHealth() {
  await waitFor(
    async () => (await send('GET', '/api/health', {}).catch(() => null))?.status === 200,
    200,
    120_000,
  );
}

async function signInDemo(): Promise<string> {
  const response = await sendJson('/api/demo/sign-in', {}, {});
  if (response.status !== 200) throw new Error(`demo sign-in: ${response.status} ${response.body}`);
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The demo fill is done when both demo shops report orders and no rollup refresh is pending. */
async function waitForDemoFill(cookie: string) {
  const shops = (await getJson('/api/shops', { cookie })) as { items: { id: string }[] };
  for (const shop of shops.items) await waitForFreshReport(cookie, shop.id, true);
}

/** Waits until the orders report of the shop answers from fresh rollups (with orders, if asked). */
async function waitForFreshReport(cookie: string, shopId: string, needOrders = false) {
  await waitFor(async () => {
    const report = (await getJson(`/api/shops/${shopId}/analytics/orders?period=all`, { cookie })) as {
      meta: { hasOrders: boolean; refreshPending?: boolean };
    };
    return (!needOrders || report.meta.hasOrders) && !report.meta.refreshPending;
  }, 1000);
}

async function createShop(cookie: string): Promise<string> {
  const response = await sendJson('/api/shops', { cookie }, { name: 'Měření odezvy', domain: 'odezva.cz' });
  if (response.status !== 201) throw new Error(`shop: ${response.status} ${response.body}`);
  return (JSON.parse(response.body) as { id: string }).id;
}

async function createApiKey(cookie: string, shopId: string): Promise<string> {
  const response = await sendJson(`/api/shops/${shopId}/api-keys`, { cookie }, { name: 'Měření' });
  if (response.status !== 201) throw new Error(`API key: ${response.status} ${response.body}`);
  return (JSON.parse(response.body) as { key: string }).key;
}

async function uploadImport(key: string): Promise<string> {
  const response = await send(
    'POST',
    '/api/v1/imports',
    {
      authorization: `Bearer ${key}`,
      'content-type': 'text/csv',
      'content-length': String(statSync(file).size),
    },
    undefined,
    createReadStream(file),
  );
  if (response.status !== 202) throw new Error(`import: ${response.status} ${response.body.slice(0, 500)}`);
  return (JSON.parse(response.body) as { id: string }).id;
}

async function waitFor(check: () => Promise<boolean>, everyMs: number, limitMs = 3_600_000) {
  const deadline = performance.now() + limitMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error('gave up waiting');
    await sleep(everyMs);
  }
}

function sleep(ms: number) {
  return new Promise((done) => setTimeout(done, ms));
}

function printTable(importMs: number, rollupMs: number) {
  const load = loadavg()[0]!.toFixed(2);
  console.log(`\nResponsiveness on PGlite · ${appDir}`);
  console.log(`Machine: ${cpus()[0]?.model.trim()} × ${cpus().length}, load average (1 min) ${load}`);
  console.log(
    `Import ${(importMs / 1000).toFixed(1)} s (upload to completed), then fresh reports after ${(rollupMs / 1000).toFixed(1)} s\n`,
  );
  console.log('| phase | probe | requests | p50 ms | p99 ms | max ms | connection errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const phase of phases) {
    for (const [probe, label] of [
      ['health', 'GET /api/health, new connection every 100 ms'],
      ['poll', 'poll over one kept-alive connection'],
    ] as const) {
      const inPhase = samples[probe].filter((s) => s.at >= phase.started && s.at < phase.ended);
      const times = inPhase.map((s) => s.ms).sort((a, b) => a - b);
      const errors = inPhase.filter((s) => s.error);
      const kinds = [...new Set(errors.map((s) => s.error))].join(', ');
      console.log(
        `| ${phase.name} | ${label} | ${times.length} | ${percentile(times, 0.5)} | ${percentile(times, 0.99)} | ${Math.round(times.at(-1) ?? 0)} | ${errors.length}${kinds ? ` (${kinds})` : ''} |`,
      );
    }
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!);
}
