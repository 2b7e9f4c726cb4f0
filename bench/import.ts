import { createReadStream, createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { Engine } from '@ziskomer/db';
import { generateOrders, writeOrdersCsv } from '@ziskomer/db';
import { createAppJobRunner } from '../apps/server/src/jobs/create-app-job-runner.ts';
import { createTestApp, TEST_ORIGIN } from '../apps/server/test/helpers/test-app.ts';

/**
 * `npm run bench:import -- --orders 1000000 [--engine pglite|postgres|both]`
 *
 * Imports a generated order export through the real CSV path — streamed upload, analysis, start
 * with the detected mapping, the job runner's batches with rollups — and prints orders/s, rows/s
 * and the peak memory of the process. PostgreSQL is used when TEST_DATABASE_URL is set (each run
 * creates and drops its own database).
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    engine: { type: 'string', default: 'both' },
    file: { type: 'string' },
  },
});
const orders = Number(values.orders);
const file = values.file ?? `bench/data/orders-import-${orders}.csv`;
const engines: Engine[] =
  values.engine === 'both'
    ? process.env.TEST_DATABASE_URL
      ? ['postgres', 'pglite']
      : ['pglite']
    : [values.engine as Engine];

if (!existsSync(file)) {
  console.log(`Generating ${file} …`);
  mkdirSync(dirname(file), { recursive: true });
  await writeOrdersCsv(
    generateOrders({ seed: 42, orders, start: '2023-01-01', end: '2024-12-31', shopProfile: 'coffee' }),
    createWriteStream(file),
  );
}
const bytes = statSync(file).size;

interface Result {
  engine: Engine;
  orders: number;
  rows: number;
  seconds: number;
  peakRssMb: number;
  status: string;
}
const results: Result[] = [];

for (const engine of engines) {
  const t = await createTestApp(engine, { importMaxBytes: 20 * 1024 ** 3 });
  try {
    const owner = await t.signUp(`bench-${engine}@example.cz`);
    const shopResponse = await t.call('POST', '/api/shops', {
      cookie: owner.cookie,
      body: { name: 'Benchmark', domain: `bench-${engine}.cz` },
    });
    const shopId = ((await shopResponse.json()) as { id: string }).id;
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 100);
    const started = performance.now();

    const upload = await t.app.request(`/api/shops/${shopId}/imports?fileName=orders.csv`, {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        cookie: owner.cookie,
        'content-type': 'text/csv',
        'content-length': String(bytes),
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
    await createAppJobRunner(t.deps).runUntilIdle();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const finished = (await (
      await t.call('GET', `/api/shops/${shopId}/imports/${created.id}`, { cookie: owner.cookie })
    ).json()) as { status: string; counts: { inserted: number }; progress: { recordsProcessed: number } };
    results.push({
      engine,
      orders: finished.counts.inserted,
      rows: finished.progress.recordsProcessed,
      seconds,
      peakRssMb: peakRss / 1024 ** 2,
      status: finished.status,
    });
  } finally {
    await t.close();
  }
}

const cpu = cpus()[0]?.model ?? 'unknown';
console.log(
  `\nImport benchmark · ${orders.toLocaleString('en')} orders · ${(bytes / 1e6).toFixed(1)} MB CSV`,
);
console.log(
  `Machine: ${cpu} × ${cpus().length}, ${(totalmem() / 1024 ** 3).toFixed(0)} GiB, Node ${process.version}\n`,
);
console.log('| engine | status | orders | CSV rows | seconds | orders/s | rows/s | peak RSS (MB) |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.engine} | ${r.status} | ${r.orders} | ${r.rows} | ${r.seconds.toFixed(1)} | ${Math.round(r.orders / r.seconds)} | ${Math.round(r.rows / r.seconds)} | ${r.peakRssMb.toFixed(0)} |`,
  );
}
