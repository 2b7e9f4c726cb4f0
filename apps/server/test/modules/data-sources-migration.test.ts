import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Engine } from '@ziskomer/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../helpers/test-db.ts';

const MIGRATIONS = join(import.meta.dirname, '../../../../packages/db/src/migrations');
const BACKFILL = '0037_data_sources.sql';

/** A database migrated up to (not including) the data-source migration, as a server before it. */
interface RawDb {
  exec(text: string): Promise<void>;
  rows<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function openRawDb(engine: Engine): Promise<RawDb> {
  if (engine === 'pglite') {
    const db = await PGlite.create();
    return {
      exec: async (text) => {
        await db.exec(text);
      },
      rows: async <T>(text: string) => (await db.query<T>(text)).rows,
      close: () => db.close(),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `ziskomer_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: async (text) => {
      await client.query(text);
    },
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
    close: async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const SHOP = '11111111-1111-4111-8111-111111111111';
const DEMO_SHOP = '22222222-2222-4222-8222-222222222222';
const IMPORT = '33333333-3333-4333-8333-333333333333';

describe.each(testEngines)('migration 0037 (sources of stored rows) on %s', (engine) => {
  let db: RawDb;

  beforeAll(async () => {
    db = await openRawDb(engine);
    const files = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.sql') && name < BACKFILL)
      .sort();
    for (const name of files) await db.exec(readFileSync(join(MIGRATIONS, name), 'utf8'));

    // What a shop and the demo account held before: orders of an import, of the API, entered by
    // hand (with their activity), demo orders; ad spend of an upload, of the API, of the demo fill.
    await db.exec(`
      INSERT INTO users (id, name, email) VALUES ('owner', 'Eva', 'eva@example.cz'), ('demo', 'Demo', 'demo@ziskomer.cz');
      INSERT INTO shops (id, name, store_domain, store_url, normalised_domain, created_by) VALUES
        ('${SHOP}', 'Obchod', 'obchod.cz', 'https://obchod.cz', 'obchod.cz', 'owner'),
        ('${DEMO_SHOP}', 'Demo', 'demo.cz', 'https://demo.cz', 'demo.cz', 'demo');
      INSERT INTO shop_access (shop_id, user_id, role) VALUES ('${SHOP}', 'owner', 'owner'), ('${DEMO_SHOP}', 'demo', 'owner');
      INSERT INTO imports (shop_id, id, source, file_name) VALUES ('${SHOP}', '${IMPORT}', 'upload', 'a.csv');
      INSERT INTO activity_log (user_id, shop_id, kind, action, details)
        VALUES ('owner', '${SHOP}', 'import', 'order_created', '{"orderId": "RUCNI"}');
      INSERT INTO orders (shop_id, order_id, order_date, order_day, revenue, revenue_without_vat, vat, margin,
                          margin_estimated, content_hash, import_id) VALUES
        ('${SHOP}', 'ZE-SOUBORU', '2025-03-01T10:00:00Z', '2025-03-01', 100, 82.64, 17.36, 30, true, 'a', '${IMPORT}'),
        ('${SHOP}', 'Z-API', '2025-03-01T10:00:00Z', '2025-03-01', 100, 82.64, 17.36, 30, true, 'b', NULL),
        ('${SHOP}', 'RUCNI', '2025-03-01T10:00:00Z', '2025-03-01', 100, 82.64, 17.36, 30, true, 'c', NULL),
        ('${DEMO_SHOP}', 'DEMO', '2025-03-01T10:00:00Z', '2025-03-01', 100, 82.64, 17.36, 30, true, 'd', NULL);
      INSERT INTO ad_spend (shop_id, day, channel, campaign, cost, source, import_id) VALUES
        ('${SHOP}', '2025-03-01', 'sklik', 'Soubor', 10, 'upload', '${IMPORT}'),
        ('${SHOP}', '2025-03-01', 'sklik', 'API', 10, 'api', NULL),
        ('${SHOP}', '2025-03-01', 'sklik', 'API viděné importem', 10, 'api', '${IMPORT}'),
        ('${DEMO_SHOP}', '2025-03-01', 'meta', 'Demo', 10, 'api', NULL);
    `);
    await db.exec(readFileSync(join(MIGRATIONS, BACKFILL), 'utf8'));
  }, 120_000);
  afterAll(() => db?.close());

  it('gives every stored order its source from what it recorded', async () => {
    expect(await db.rows(`SELECT order_id, source, source_ref FROM orders ORDER BY order_id`)).toEqual([
      { order_id: 'DEMO', source: 'demo', source_ref: null },
      { order_id: 'RUCNI', source: 'manual', source_ref: 'owner' },
      { order_id: 'Z-API', source: 'api', source_ref: null },
      { order_id: 'ZE-SOUBORU', source: 'import', source_ref: IMPORT },
    ]);
  });

  it('gives every ad-spend row its source; an API row an import saw unchanged stays the API’s', async () => {
    expect(await db.rows(`SELECT campaign, source, source_ref FROM ad_spend ORDER BY campaign`)).toEqual([
      { campaign: 'API', source: 'api', source_ref: null },
      { campaign: 'API viděné importem', source: 'api', source_ref: null },
      { campaign: 'Demo', source: 'demo', source_ref: null },
      { campaign: 'Soubor', source: 'import', source_ref: IMPORT },
    ]);
  });

  it('refuses a source it does not know and a reference missing where one is due', async () => {
    const insert = (source: string, ref: string) =>
      db.exec(`
        INSERT INTO orders (shop_id, order_id, order_date, order_day, revenue, revenue_without_vat, vat, margin,
                            margin_estimated, content_hash, source, source_ref)
        VALUES ('${SHOP}', 'N-${source}', now(), '2025-03-02', 1, 1, 0, 0, true, 'x', '${source}', ${ref})`);
    await expect(insert('upload', `'${IMPORT}'`)).rejects.toThrow(/orders_source_check/);
    await expect(insert('import', 'NULL')).rejects.toThrow(/orders_source_ref_check/);
    await expect(insert('manual', 'NULL')).rejects.toThrow(/orders_source_ref_check/);
    await expect(insert('demo', "'owner'")).rejects.toThrow(/orders_source_ref_check/);
    await insert('connector', `'conn-1'`);
    await expect(
      db.exec(`UPDATE ad_spend SET source_ref = NULL, source = 'connector' WHERE campaign = 'Soubor'`),
    ).rejects.toThrow(/ad_spend_source_ref_check/);
  });
});
