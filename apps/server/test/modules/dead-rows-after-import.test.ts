import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseOrphanedJobs } from '../../src/jobs/job-queue.ts';
import { clearImportLines } from '../../src/modules/imports/queries/delete-import-lines.ts';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import {
  analyse,
  countRows,
  createRunner,
  createShop,
  csv,
  importFile,
  start,
  uploadOk,
} from './imports-test-kit.ts';

/**
 * What an import leaves dead: its staged lines go all at once (migration 0075) when no other
 * import has lines staged, and another shop's staged lines are never touched; on embedded PGlite,
 * which has no autovacuum, the job runner reclaims what the refresh deleted.
 */

const HEADER = ['order_id', 'order_date', 'customer_email', 'product_name', 'quantity', 'unit_price'];

/** Orders of two lines each, every order's lines apart (all first lines, then all second ones): all are staged. */
function orderFile(orders: number, prefix: string): string {
  const rows: (string | number)[][] = [HEADER];
  for (const product of ['Káva', 'Hrnek'])
    for (let i = 0; i < orders; i++)
      rows.push([
        `${prefix}${i}`,
        '3.5.2024 10:15',
        `${prefix.toLowerCase()}${i}@example.cz`,
        product,
        1,
        '120',
      ]);
  return csv(rows);
}

async function tableBytes(t: TestApp, table = 'import_lines'): Promise<number> {
  const result = await sql<{ bytes: string | number }>`
    SELECT pg_relation_size(${table}) AS bytes`.execute(t.deps.db);
  return Number(result.rows[0]!.bytes);
}

describe.each(testEngines)('clearing staged import lines on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await t.signUp('radky-pryc@example.cz');
  });
  afterAll(() => t.close());

  /**
   * Starts an import in a new shop whose worker dies after its first staged chunk: its lines stay,
   * and its job stays claimed (no other runner of the file takes it over before it is released).
   */
  async function stagedButUnfinished(name: string) {
    const shopId = await createShop(t, owner, name);
    const created = await uploadOk(t, owner, shopId, orderFile(400, 'B'));
    const analysis = await analyse(t, owner, shopId, created.id);
    expect((await start(t, owner, shopId, created.id, analysis.options)).status).toBe(202);
    const crashing = createRunner(t, {
      stageLines: 200,
      leaseMs: 60_000,
      workerId: `crashing-${name}`,
      afterStagedChunk: () => crashing.kill(),
    });
    await crashing.runUntilIdle();
    return { shopId, importId: created.id, lines: await countRows(t, shopId, 'import_lines') };
  }

  it('drops a finished import’s lines at once and leaves no dead rows', async () => {
    const shopId = await createShop(t, owner, 'Jediný import');
    const finished = await importFile(t, owner, shopId, orderFile(3000, 'A'), { job: { stageLines: 1000 } });
    expect(finished.status).toBe('completed');
    expect(finished.counts.inserted).toBe(3000);
    expect(await countRows(t, shopId, 'import_lines')).toBe(0);
    // Truncated, not deleted: the table's file holds no page.
    expect(await tableBytes(t)).toBe(0);
  }, 60_000);

  it.runIf(engine === 'pglite')(
    'reclaims the marks the refresh emptied once the jobs are done',
    async () => {
      const shopId = await createShop(t, owner, 'Úklid po přepočtu');
      const finished = await importFile(t, owner, shopId, orderFile(2000, 'R'));
      expect(finished.status).toBe('completed');
      // The refresh claimed and deleted the marks of the 2,000 customers the import touched.
      expect(await tableBytes(t, 'analytics_dirty_customers')).toBe(0);
    },
    60_000,
  );

  it('keeps another shop’s staged lines, and clears the table once they are gone too', async () => {
    const other = await stagedButUnfinished('Rozpracovaný import');
    expect(other.lines).toBeGreaterThan(0);

    const shopId = await createShop(t, owner, 'Souběžný import');
    const finished = await importFile(t, owner, shopId, orderFile(500, 'C'));
    expect(finished.status).toBe('completed');
    expect(await countRows(t, shopId, 'import_lines')).toBe(0);
    expect(await countRows(t, other.shopId, 'import_lines')).toBe(other.lines);

    // The other import resumes where it stopped and, finishing, takes the deleted rows with it.
    await releaseOrphanedJobs(t.deps.db, 'restarted');
    await createRunner(t, { workerId: 'restarted' }).runUntilIdle();
    expect(await countRows(t, other.shopId, 'orders')).toBe(400);
    expect(await countRows(t, other.shopId, 'import_lines')).toBe(0);
    expect(await tableBytes(t)).toBe(0);
  }, 60_000);

  it('clears nothing for another shop than the caller’s', async () => {
    const other = await stagedButUnfinished('Cizí řádky');
    const shopId = await createShop(t, owner, 'Zvědavý obchod');
    const cleared = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      clearImportLines(trx, other.shopId, other.importId),
    );
    expect(cleared).toBe(false);
    expect(await countRows(t, other.shopId, 'import_lines')).toBe(other.lines);
  }, 60_000);

  it.runIf(engine === 'postgres')(
    'deletes in chunks instead while another transaction writes the table',
    async () => {
      const busy = await stagedButUnfinished('Obsazená tabulka');
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let writing!: () => void;
      const written = new Promise<void>((resolve) => {
        writing = resolve;
      });
      // Another connection holds the table's write lock (a staging in progress) until released.
      const writer = withScope(t.deps.backgroundDb, { userId: null, shopId: busy.shopId }, async (trx) => {
        await sql`UPDATE import_lines SET run_no = run_no WHERE shop_id = ${busy.shopId}`.execute(trx);
        writing();
        await released;
      });
      await written;
      const cleared = await withScope(t.deps.db, { userId: null, shopId: busy.shopId }, (trx) =>
        clearImportLines(trx, busy.shopId, busy.importId),
      );
      release();
      await writer;
      expect(cleared).toBe(false);
      expect(await countRows(t, busy.shopId, 'import_lines')).toBe(busy.lines);
    },
    60_000,
  );
});
