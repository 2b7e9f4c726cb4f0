import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Engine } from '@ziskomer/db';
import { sql } from 'kysely';
import { analyseImportFile } from '../apps/server/src/modules/imports/analyse-import-file.ts';
import { collectUnitBatches } from '../apps/server/src/modules/imports/collect-unit-batches.ts';
import type { ReadUnit } from '../apps/server/src/modules/imports/import-units.ts';
import { createOrderMapper } from '../apps/server/src/modules/imports/map-order-rows.ts';
import { type CsvRecord, readCsvRecordBatches } from '../apps/server/src/modules/imports/read-csv-records.ts';
import { OrderBatch } from '../apps/server/src/modules/ingest/order-batch.ts';
import type { OrderRecord } from '../apps/server/src/modules/ingest/order-record.ts';
import { stageOrders } from '../apps/server/src/modules/ingest/queries/stage-orders.ts';
import { createTestDb } from '../apps/server/test/helpers/test-db.ts';
import { ensureOrdersCsv } from './lib/import-orders-csv.ts';

/**
 * `npm run bench:import-floor -- --orders 1000000 [--engine pglite|postgres]`
 *
 * What no implementation of the import can go below on this machine, with this schema: the time to
 * read and split the CSV in Node, the time to parse, validate and encode its orders (the import's
 * own Node work), and the database's time to take the encoded rows into the order tables with
 * their indexes — COPY into staging and `INSERT … SELECT`, in the import's batches, with foreign
 * keys, triggers and row-level security switched off (a superuser session), and with nothing else:
 * no look-up of stored versions, no customer facts, no rollups. Compare with `bench:import`.
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    engine: { type: 'string', default: 'postgres' },
    file: { type: 'string' },
  },
});
const engine = values.engine as Engine;
const shop = { timeZone: 'Europe/Prague', currency: 'CZK' };
const BATCH_ORDERS = 5000;
const SHOP_ID = '00000000-0000-4000-8000-00000000f100';

const { file, bytes } = await ensureOrdersCsv(Number(values.orders), values.file);
const analysis = await analyseImportFile(file, statSync(file).size, {}, shop, 'en');
const options = { ...analysis.options, invalidRowPolicy: 'skip' as const };

/**
 * The file's orders, parsed and validated by the import's mapper. The import itself stages the
 * lines in the database first, so that an order's lines come together wherever they stand; the
 * generated file keeps them together, so the floor groups consecutive lines instead.
 */
async function* readAdjacentOrders(progress: { bytesRead: number }): AsyncGenerator<ReadUnit<OrderRecord>> {
  let mapper: ReturnType<typeof createOrderMapper> | null = null;
  let group: CsvRecord[] = [];
  for await (const records of readCsvRecordBatches(file, options, progress)) {
    for (const record of records) {
      if (!mapper) {
        mapper = createOrderMapper(record.fields, options, shop);
        continue;
      }
      if (group.length > 0 && mapper.getOrderKey(record) !== mapper.getOrderKey(group[0]!)) {
        yield { unit: mapper.buildOrder(group), rows: group.length, nextLine: record.line };
        group = [];
      }
      group.push(record);
    }
  }
  if (mapper && group.length > 0) yield { unit: mapper.buildOrder(group), rows: group.length, nextLine: 0 };
}

// 1. Reading: decoding and cutting into records, nothing more.
let rows = 0;
const read = await measure(async () => {
  for await (const records of readCsvRecordBatches(file, options)) rows += records.length;
});
rows -= 1;

// 2. and 3. The import's Node work, and the database's floor for what it produces.
const pgliteDir = engine === 'pglite' ? mkdtempSync(join(tmpdir(), 'ziskomer-floor-')) : undefined;
const handle = await createTestDb(engine, pgliteDir);
let orders = 0;
let databaseMs = 0;
let nodeCpuMs = 0;
try {
  const progress = { bytesRead: 0 };
  const batches = collectUnitBatches(
    readAdjacentOrders(progress),
    progress,
    () => new OrderBatch(),
    () => BATCH_ORDERS,
  );
  let cpuMark = process.cpuUsage();
  for await (const batch of batches) {
    const valid = batch.valid as OrderBatch;
    orders += valid.size;
    const rowsOfBatch = valid.copyRows(valid.orders.map((_, position) => position));
    nodeCpuMs += cpuMs(process.cpuUsage(cpuMark));
    const started = performance.now();
    await handle.db.transaction().execute(async (trx) => {
      // The connecting superuser, not the application role every pooled connection takes.
      await sql`SET LOCAL ROLE NONE`.execute(trx);
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await stageOrders(trx, rowsOfBatch);
      await sql`
        INSERT INTO orders (shop_id, order_id, order_date, order_day, customer_key, customer_email, customer_name,
          customer_phone, customer_city, customer_country, customer_zip, revenue, revenue_without_vat, vat, margin,
          margin_estimated, currency, is_paid, is_online, is_cancelled, status, payment_method, shipping_method,
          acquisition_source, acquisition_campaign, item_count, content_hash)
        SELECT ${SHOP_ID}::uuid, order_id, order_date, order_day, customer_key, customer_email, customer_name,
          customer_phone, customer_city, customer_country, customer_zip, revenue, revenue_without_vat, vat, margin,
          margin_estimated, currency, is_paid, is_online, is_cancelled, status, payment_method, shipping_method,
          acquisition_source, acquisition_campaign, item_count, content_hash
        FROM pg_temp.order_batch`.execute(trx);
      await sql`
        INSERT INTO order_items (shop_id, order_id, line_no, product_code, product_name, category, quantity,
          unit_price, margin, margin_estimated)
        SELECT ${SHOP_ID}::uuid, order_id, line_no, product_code, product_name, category, quantity, unit_price,
          margin, margin_estimated
        FROM pg_temp.order_batch_items`.execute(trx);
    });
    databaseMs += performance.now() - started;
    valid.release();
    cpuMark = process.cpuUsage();
  }
} finally {
  await handle.close();
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
}

const integer = new Intl.NumberFormat('en-US');
const perSecond = (ms: number) => integer.format(Math.round(rows / (ms / 1000)));
console.log(
  `\nImport floor · ${engine} · ${integer.format(orders)} orders · ${integer.format(rows)} CSV rows · ${(bytes / 1e6).toFixed(1)} MB`,
);
console.log(
  `Machine: ${cpus()[0]?.model.trim()} × ${cpus().length}, ${(totalmem() / 1024 ** 3).toFixed(0)} GiB RAM, Node ${process.version}, ${platform()} ${release()}; load average ${loadavg()[0]!.toFixed(2)}\n`,
);
console.log('| part | seconds | CSV rows/s |');
console.log('|---|---:|---:|');
console.log(
  `| Node: read and split the CSV (CPU) | ${(read.cpuMs / 1000).toFixed(1)} | ${perSecond(read.cpuMs)} |`,
);
console.log(
  `| Node: the import's parse, validate, encode (CPU, reading included) | ${(nodeCpuMs / 1000).toFixed(1)} | ${perSecond(nodeCpuMs)} |`,
);
console.log(
  `| ${engine}: COPY into staging, insert orders and lines, no keys, triggers or RLS (wall) | ${(databaseMs / 1000).toFixed(1)} | ${perSecond(databaseMs)} |`,
);

async function measure(work: () => Promise<void>): Promise<{ cpuMs: number }> {
  const before = process.cpuUsage();
  await work();
  return { cpuMs: cpuMs(process.cpuUsage(before)) };
}

function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}
