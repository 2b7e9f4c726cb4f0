import { randomBytes } from 'node:crypto';
import type { Database } from '@ziskomer/db';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app.ts';
import { REPORTS } from '../../../src/modules/analytics/reports/index.ts';
import { TEST_ORIGIN } from '../../helpers/test-app.ts';
import { createGeneratedHistoryShop, type ReportShop } from './report-test-kit.ts';

/*
 * Reports only read (docs/ARCHITECTURE.md "Rollups"), so they can be answered by a read replica.
 * On PostgreSQL, every report of a shop with two years of generated history is answered through
 * a role that may only SELECT — under the same row-level-security settings the app sets — on
 * connections whose transactions are read-only, as on a hot standby.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('reports on a read-only role (postgres)', () => {
  const now = new Date('2026-03-15T10:00:00Z');
  const role = `ziskomer_reader_${randomBytes(4).toString('hex')}`;
  let shop: ReportShop;
  let admin: pg.Client;
  let readerDb: Kysely<Database>;

  beforeAll(async () => {
    shop = await createGeneratedHistoryShop('postgres', now);
    await shop.t.settle();
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(shop.t.deps.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} NOLOGIN NOBYPASSRLS`);
    await admin.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
    await admin.query(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${role}`);
    await admin.query(`GRANT ${role} TO CURRENT_USER`);
    // The request scope is set with set_config(), which only the application's role may call
    // (migration 0054 took it from PUBLIC for the SQL editor's readers).
    await admin.query(`GRANT EXECUTE ON FUNCTION set_config(text, text, boolean) TO ${role}`);
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    pool.on('connect', (client) => {
      client
        .query(`SET ROLE ${role}; SET default_transaction_read_only = on`)
        .catch(() => client.release(true));
    });
    readerDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }, 180_000);

  afterAll(async () => {
    await readerDb?.destroy();
    await admin?.query(`REASSIGN OWNED BY ${role} TO CURRENT_USER; DROP OWNED BY ${role}`);
    await admin?.query(`DROP ROLE ${role}`);
    await admin?.end();
    await shop?.close();
  });

  it('cannot write, so the test means something', async () => {
    await expect(
      readerDb.transaction().execute((trx) => sql`DELETE FROM analytics_dirty_days`.execute(trx)),
    ).rejects.toThrow(/read-only transaction/);
  });

  it('answers every report through it, the same as through the application role', async () => {
    // Sessions are looked up by better-auth on its own connection; everything of the report runs on the reader's.
    const reader = createApp({ ...shop.t.deps, db: readerDb });
    for (const report of REPORTS) {
      for (const query of ['period=30d&compare=true', 'period=all']) {
        const path = `/api/shops/${shop.shopId}/analytics/${report.id}?${query}`;
        const headers = { origin: TEST_ORIGIN, cookie: shop.owner.cookie };
        const [viaReader, viaApp] = await Promise.all([
          reader.request(path, { headers }),
          shop.t.app.request(path, { headers }),
        ]);
        expect(viaReader.status, `${report.id}: ${await viaReader.clone().text()}`).toBe(200);
        expect(await viaReader.json(), report.id).toEqual(await viaApp.json());
      }
    }
  }, 120_000);
});
