import { spawnSync } from 'node:child_process';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
} from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { type Database, type Engine, generateOrders, writeOrdersCsv } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import { createAppJobRunner } from '../apps/server/src/jobs/create-app-job-runner.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../apps/server/test/helpers/test-app.ts';
import { createTestDb } from '../apps/server/test/helpers/test-db.ts';
import { ensureOrdersCsv, startOrdersCsvImport } from './lib/import-orders-csv.ts';

/**
 * `npm run bench:import -- --orders 1000000 [--engine pglite|postgres|both] [--file PATH]`
 *
 * Imports a generated order export through the real CSV path — streamed upload, analysis, start
 * with the detected mapping, the job runner's batches and the customer facts at the end — and
 * prints orders/s, CSV rows/s, CPU time and the peak memory of the process. Each engine runs in a
 * process of its own, so its peak RSS is its own: PostgreSQL (when TEST_DATABASE_URL is set; a
 * fresh database that is dropped afterwards) and PGlite in a data directory on disk, as the server
 * keeps it (in memory its whole database, WAL included, would count as the process's memory),
 * created beforehand by another process as on a server's first start.
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    /** A catalogue of at least this many products (the issue's shop: 1,500). */
    products: { type: 'string' },
    /** New orders imported into the loaded shop afterwards (0: none). */
    add: { type: 'string', default: '1000' },
    engine: { type: 'string', default: 'both' },
    file: { type: 'string' },
    /** Internal: run one engine and print its result as JSON (used by the parent process). */
    child: { type: 'boolean', default: false },
    /** Internal: the PGlite data directory the child opens. */
    'pglite-dir': { type: 'string' },
    /** Internal: create and migrate a PGlite data directory, then exit. */
    'prepare-pglite': { type: 'string' },
  },
});
const orders = Number(values.orders);
const products = values.products ? Number(values.products) : undefined;
const added = Number(values.add);

interface Result {
  engine: Engine;
  status: string;
  orders: number;
  rows: number;
  /** Upload and analysis, then the import job itself (batches and customer facts) until completed. */
  uploadSeconds: number;
  jobSeconds: number;
  seconds: number;
  nodeCpuSeconds: number;
  /** After the import completed: the same job brings the analytics rollups up to date. */
  rollupSeconds: number;
  /** From the upload's start until every report answers from fresh rollups (the job runner idle). */
  freshSeconds: number;
  /** A bare COPY of the same file into an unindexed table of text columns (PostgreSQL only). */
  bareCopySeconds: number | null;
  /** The `--add` orders imported into the loaded shop: until completed, and until fresh reports. */
  addImportSeconds: number | null;
  addFreshSeconds: number | null;
  /** Peak memory until the import completed, and until the rollups were done too. */
  importPeakRssMb: number;
  /** CPU of the PostgreSQL server processes serving the benchmark's database (null: not measurable). */
  serverCpuSeconds: number | null;
  /** The same until the import completed. */
  importServerCpuSeconds: number | null;
  peakRssMb: number;
  /** PostgreSQL's version, or PGlite's. */
  serverVersion: string;
}

if (values['prepare-pglite']) {
  const handle = await createTestDb('pglite', values['prepare-pglite']);
  await handle.close();
  process.exit(0);
}
if (values.child) {
  const addFile = added > 0 ? await ensureAddedOrdersCsv(added, products) : null;
  const result = await runEngine(values.engine as Engine, values.file!, values['pglite-dir'], addFile);
  console.log(`RESULT ${JSON.stringify(result)}`);
  process.exit(0);
}

const { file, bytes } = await ensureOrdersCsv(orders, values.file, products);
const engines: Engine[] =
  values.engine === 'both'
    ? process.env.TEST_DATABASE_URL
      ? ['postgres', 'pglite']
      : ['pglite']
    : [values.engine as Engine];
const loadBefore = loadavg();
const results: Result[] = [];
const runScript = (args: string[]) =>
  spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
for (const engine of engines) {
  // PGlite's data directory is created (initdb, migrations) by a process of its own, as a server
  // creates it on its first start: initdb's working memory is not the import's.
  const pgliteDir = engine === 'pglite' ? mkdtempSync(join(tmpdir(), 'ziskomer-bench-pglite-')) : undefined;
  try {
    if (pgliteDir && runScript(['--prepare-pglite', pgliteDir]).status !== 0)
      throw new Error('PGlite setup failed');
    const child = runScript([
      '--child',
      '--engine',
      engine,
      '--file',
      file,
      '--add',
      String(added),
      ...(products ? ['--products', String(products)] : []),
      ...(pgliteDir ? ['--pglite-dir', pgliteDir] : []),
    ]);
    // The child's own log (the job runner's lines, such as what PGlite's vacuum reclaimed) after it.
    const log = child.stdout.split('\n').filter((text) => text.startsWith('[jobs]'));
    if (log.length > 0) process.stderr.write(`${log.join('\n')}\n`);
    const line = child.stdout.split('\n').find((text) => text.startsWith('RESULT '));
    if (!line) throw new Error(`${engine} run failed (exit ${child.status}):\n${child.stdout}`);
    results.push(JSON.parse(line.slice('RESULT '.length)) as Result);
  } finally {
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  }
}
const loadAfter = loadavg();

const integer = new Intl.NumberFormat('en-US');
const cpu = cpus()[0]?.model.trim() ?? 'unknown';
console.log(
  `\nImport benchmark · ${integer.format(orders)} orders${products ? ` · catalogue of ${integer.format(products)} products` : ''} · ${(bytes / 1e6).toFixed(1)} MB CSV`,
);
console.log(
  `Machine: ${cpu} × ${cpus().length}, ${(totalmem() / 1024 ** 3).toFixed(0)} GiB RAM, Node ${process.version}, ${platform()} ${release()}`,
);
console.log(`Databases: ${results.map((r) => `${r.engine} ${r.serverVersion}`).join(', ')}`);
console.log(
  `Load average (1 min) before/after: ${loadBefore[0]!.toFixed(2)} / ${loadAfter[0]!.toFixed(2)} on ${cpus().length} cores\n`,
);
console.log(
  '| engine | status | orders | CSV rows | import s (upload + job) | orders/s | CSV rows/s | node CPU s | server CPU s | peak RSS import (MB) | then rollups s | server CPU s (all) | peak RSS all (MB) |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.engine} | ${r.status} | ${integer.format(r.orders)} | ${integer.format(r.rows)} | ${r.seconds.toFixed(1)} (${r.uploadSeconds.toFixed(1)} + ${r.jobSeconds.toFixed(1)}) | ${integer.format(Math.round(r.orders / r.seconds))} | ${integer.format(Math.round(r.rows / r.seconds))} | ${r.nodeCpuSeconds.toFixed(1)} | ${formatCpu(r.importServerCpuSeconds)} | ${r.importPeakRssMb.toFixed(0)} | ${r.rollupSeconds.toFixed(1)} | ${formatCpu(r.serverCpuSeconds)} | ${r.peakRssMb.toFixed(0)} |`,
  );
}

console.log(
  `\nFrom upload to fresh reports (every rollup refreshed), then ${integer.format(added)} new orders added to the loaded shop:\n`,
);
console.log(
  '| engine | to fresh reports s | bare COPY s | ratio | add: import s | add: to fresh reports s |',
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of results) {
  const ratio = r.bareCopySeconds ? `${(r.freshSeconds / r.bareCopySeconds).toFixed(1)}×` : '–';
  console.log(
    `| ${r.engine} | ${r.freshSeconds.toFixed(1)} | ${formatSeconds(r.bareCopySeconds)} | ${ratio} | ${formatSeconds(r.addImportSeconds)} | ${formatSeconds(r.addFreshSeconds)} |`,
  );
}

function formatSeconds(seconds: number | null): string {
  return seconds === null ? '–' : seconds.toFixed(1);
}

function formatCpu(seconds: number | null): string {
  return seconds === null ? '–' : seconds.toFixed(1);
}

async function runEngine(
  engine: Engine,
  file: string,
  pgliteDir: string | undefined,
  addFile: string | null,
): Promise<Result> {
  const db = await createTestDb(engine, pgliteDir);
  const bareCopySeconds = engine === 'postgres' ? await timeBareCopy(db.url!, file) : null;
  const t = await createTestApp(engine, { importMaxBytes: 20 * 1024 ** 3, db });
  try {
    const owner = await t.signUp(`bench-${engine}@example.cz`);
    const shopResponse = await t.call('POST', '/api/shops', {
      cookie: owner.cookie,
      body: { name: 'Benchmark', domain: `bench-${engine}.cz` },
    });
    const shopId = ((await shopResponse.json()) as { id: string }).id;
    const serverCpu = engine === 'postgres' ? await createServerCpuMeter(t.deps.db) : null;
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 100);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();

    const upload = await t.app.request(`/api/shops/${shopId}/imports?fileName=orders.csv`, {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        cookie: owner.cookie,
        'content-type': 'text/csv',
        'content-length': String(statSync(file).size),
      },
      body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit);
    if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
    const created = (await upload.json()) as { id: string };
    const analysis = (await (
      await t.call('GET', `/api/shops/${shopId}/imports/${created.id}/analysis`, { cookie: owner.cookie })
    ).json()) as { options: Record<string, unknown> };
    const start = await t.call('POST', `/api/shops/${shopId}/imports/${created.id}/start`, {
      cookie: owner.cookie,
      body: analysis.options,
    });
    if (start.status !== 202) throw new Error(`start: ${start.status} ${await start.text()}`);
    const jobStarted = performance.now();
    // Watches for the import's completion, which comes before the job refreshes the rollups.
    let completed: {
      at: number;
      peakRss: number;
      cpu: NodeJS.CpuUsage;
      serverCpu: Promise<number | null>;
    } | null = null;
    const watcher = setInterval(async () => {
      if (completed) return;
      const response = await t.call('GET', `/api/shops/${shopId}/imports/${created.id}`, {
        cookie: owner.cookie,
      });
      const state = (await response.json()) as { status: string };
      if (state.status === 'completed' && !completed)
        completed = {
          at: performance.now(),
          peakRss,
          cpu: process.cpuUsage(cpuBefore),
          serverCpu: serverCpu ? serverCpu.read() : Promise.resolve(null),
        };
    }, 500);
    await createAppJobRunner(t.deps).runUntilIdle();
    clearInterval(watcher);
    const finishedAt = performance.now();
    const done = completed ?? {
      at: finishedAt,
      peakRss,
      cpu: process.cpuUsage(cpuBefore),
      serverCpu: serverCpu ? serverCpu.read() : Promise.resolve(null),
    };
    clearInterval(sampler);
    const importServerCpuSeconds = await done.serverCpu;
    const serverCpuSeconds = serverCpu ? await serverCpu.stop() : null;
    const add = addFile ? await timeAddedOrders(t, owner.cookie, shopId, addFile) : null;

    const serverVersion = (
      await sql<{ version: string }>`SELECT version()`.execute(t.deps.db)
    ).rows[0]!.version.split(' on ')[0]!;
    const finished = (await (
      await t.call('GET', `/api/shops/${shopId}/imports/${created.id}`, { cookie: owner.cookie })
    ).json()) as { status: string; counts: { inserted: number }; progress: { recordsProcessed: number } };
    return {
      engine,
      status: finished.status,
      orders: finished.counts.inserted,
      rows: finished.progress.recordsProcessed,
      uploadSeconds: (jobStarted - started) / 1000,
      jobSeconds: (done.at - jobStarted) / 1000,
      seconds: (done.at - started) / 1000,
      nodeCpuSeconds: (done.cpu.user + done.cpu.system) / 1e6,
      rollupSeconds: (finishedAt - done.at) / 1000,
      freshSeconds: (finishedAt - started) / 1000,
      bareCopySeconds,
      addImportSeconds: add?.importSeconds ?? null,
      addFreshSeconds: add?.freshSeconds ?? null,
      importPeakRssMb: done.peakRss / 1024 ** 2,
      serverCpuSeconds,
      importServerCpuSeconds,
      // The operating system's high-water mark covers moments the sampler missed.
      peakRssMb: Math.max(peakRss, process.resourceUsage().maxRSS * 1024) / 1024 ** 2,
      serverVersion,
    };
  } finally {
    await t.close();
  }
}

/**
 * The same file as a bare `COPY` into a table of text columns without any index, through psql's
 * `\copy` (the client streams the file): what loading these bytes costs this server at the least,
 * so the import's time can be given as a multiple of it on any machine.
 */
async function timeBareCopy(url: string, file: string): Promise<number> {
  // The first 4 KB only: the file is larger than a string can be.
  const head = Buffer.alloc(4096);
  const fd = openSync(file, 'r');
  const read = readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  const header = head.subarray(0, read).toString('utf8').split(/\r?\n/)[0]!;
  const columns = header.split(';').map((_, index) => `c${index} text`);
  const psql = (command: string) => {
    const run = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', command], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`psql: ${run.stderr || run.error}`);
  };
  psql(`CREATE TABLE bare_copy (${columns.join(', ')})`);
  const started = performance.now();
  psql(`\\copy bare_copy FROM '${file}' WITH (FORMAT csv, DELIMITER ';', HEADER true)`);
  const seconds = (performance.now() - started) / 1000;
  psql('DROP TABLE bare_copy');
  return seconds;
}

/** Orders after the loaded period (2025), by another seed: new orders, some of known customers' names. */
async function ensureAddedOrdersCsv(count: number, products: number | undefined): Promise<string> {
  const file = `bench/data/orders-add-${count}${products ? `-p${products}` : ''}.csv`;
  if (!existsSync(file)) {
    await writeOrdersCsv(
      generateOrders({
        seed: 7,
        orders: count,
        products,
        start: '2025-01-02',
        end: '2025-01-06',
        shopProfile: 'coffee',
      }),
      createWriteStream(file),
    );
  }
  return file;
}

/** Imports the added orders into the loaded shop: seconds until completed and until the runner is idle. */
async function timeAddedOrders(t: TestApp, cookie: string, shopId: string, file: string) {
  const started = performance.now();
  const importId = await startOrdersCsvImport(t, cookie, shopId, file);
  let completedAt: number | null = null;
  const watcher = setInterval(async () => {
    if (completedAt !== null) return;
    const response = await t.call('GET', `/api/shops/${shopId}/imports/${importId}`, { cookie });
    if (((await response.json()) as { status: string }).status === 'completed')
      completedAt = performance.now();
  }, 100);
  await createAppJobRunner(t.deps).runUntilIdle();
  clearInterval(watcher);
  const idle = performance.now();
  return { importSeconds: ((completedAt ?? idle) - started) / 1000, freshSeconds: (idle - started) / 1000 };
}

/**
 * CPU time of the server processes that serve this database, read from /proc (the server runs on
 * this machine in the benchmark setup); sampled every second because the pool may close and open
 * connections. Returns null from stop() when /proc cannot be read.
 */
async function createServerCpuMeter(db: Kysely<Database>) {
  const [{ name }] = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(db)).rows as [
    { name: string },
  ];
  const ticks = new Map<number, { start: number; last: number }>();
  let readable = true;
  const sample = async () => {
    const { rows } = await sql<{
      pid: number;
    }>`SELECT pid FROM pg_stat_activity WHERE datname = ${name}`.execute(db);
    for (const { pid } of rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        const used = Number(fields[11]) + Number(fields[12]);
        const known = ticks.get(pid);
        if (known) known.last = used;
        else ticks.set(pid, { start: used, last: used });
      } catch {
        readable = false;
      }
    }
  };
  await sample();
  const timer = setInterval(() => void sample().catch(() => {}), 1000);
  const read = async (): Promise<number | null> => {
    await sample();
    if (!readable) return null;
    let total = 0;
    for (const { start, last } of ticks.values()) total += last - start;
    return total / 100;
  };
  return {
    read,
    async stop(): Promise<number | null> {
      clearInterval(timer);
      return read();
    },
  };
}
