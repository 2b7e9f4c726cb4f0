import { createReadStream, createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { generateOrders, writeOrdersCsv } from '@ziskomer/db';
import { createAppJobRunner } from '../../apps/server/src/jobs/create-app-job-runner.ts';
import { TEST_ORIGIN, type TestApp } from '../../apps/server/test/helpers/test-app.ts';

/**
 * The benchmarks' order export: 2 years, 1 customer per 4 orders, ~2.5 lines per order; with
 * `products`, a catalogue of at least that many products (the coffee profile's in variants).
 */
export async function ensureOrdersCsv(orders: number, file?: string, products?: number) {
  file ??= `bench/data/orders-import-${orders}${products ? `-p${products}` : ''}.csv`;
  if (!existsSync(file)) {
    console.log(`Generating ${file} …`);
    mkdirSync(dirname(file), { recursive: true });
    await writeOrdersCsv(
      generateOrders({
        seed: 42,
        orders,
        products,
        start: '2023-01-01',
        end: '2024-12-31',
        shopProfile: 'coffee',
      }),
      createWriteStream(file),
    );
  }
  return { file, bytes: statSync(file).size };
}

/**
 * Imports a CSV file into a shop through the real path: streamed upload, analysis, start with the
 * detected options, and the job runner until the import (and the rollups' refresh it queued) is
 * done. Returns the finished import.
 */
export async function importOrdersCsv(t: TestApp, cookie: string, shopId: string, file: string) {
  const importId = await startOrdersCsvImport(t, cookie, shopId, file);
  await createAppJobRunner(t.deps).runUntilIdle();
  return (await (await t.call('GET', `/api/shops/${shopId}/imports/${importId}`, { cookie })).json()) as {
    status: string;
    counts: { inserted: number };
    progress: { recordsProcessed: number };
  };
}

/** Uploads, analyses and starts the import of a CSV file; its job is queued. Returns the import's id. */
export async function startOrdersCsvImport(t: TestApp, cookie: string, shopId: string, file: string) {
  const upload = await t.app.request(`/api/shops/${shopId}/imports?fileName=orders.csv`, {
    method: 'POST',
    headers: {
      origin: TEST_ORIGIN,
      cookie,
      'content-type': 'text/csv',
      'content-length': String(statSync(file).size),
    },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit);
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const created = (await upload.json()) as { id: string };
  const analysis = (await (
    await t.call('GET', `/api/shops/${shopId}/imports/${created.id}/analysis`, { cookie })
  ).json()) as { options: Record<string, unknown> };
  const start = await t.call('POST', `/api/shops/${shopId}/imports/${created.id}/start`, {
    cookie,
    body: analysis.options,
  });
  if (start.status !== 202) throw new Error(`start: ${start.status} ${await start.text()}`);
  return created.id;
}
