import { withScope } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { testEngines } from '../../helpers/test-db.ts';

/*
 * When the planner's statistics of a table count as stale (migration 0064): the change counters
 * of pg_stat_user_tables lag behind the writes (a transaction's own changes are not in them until
 * it commits, other backends' up to ten seconds later), so the growth of the table on disk decides
 * too. Here the rows are the running transaction's own: the counters cannot know them yet.
 */
describe.each(testEngines)('table statistics on %s', (engine) => {
  let t: TestApp;
  let shopIds: string[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    const owner = await t.signUp('statistiky@example.cz');
    shopIds = [];
    for (const domain of ['prvni.cz', 'druhy.cz']) {
      const response = await t.call('POST', '/api/shops', {
        cookie: owner.cookie,
        body: { name: domain, domain },
      });
      shopIds.push(((await response.json()) as { id: string }).id);
    }
  });
  afterAll(() => t?.close());

  const analyzeIfStale = async (db: Kysely<never>) =>
    (
      await sql<{
        analysed: boolean;
      }>`SELECT analyze_table_if_stale('customer_recency_days', false) AS analysed`.execute(db)
    ).rows[0]?.analysed;

  const addDays = (db: Kysely<never>, shopId: string) =>
    sql`INSERT INTO customer_recency_days (shop_id, day, last_customers, previous_customers)
        SELECT ${shopId}, DATE '2020-01-01' + n, 1, 0 FROM generate_series(0, 1999) AS n`.execute(db);

  it("counts a table as stale once it grew by a tenth, with the writing transaction's own rows", async () => {
    const [first, second] = shopIds as [string, string];
    const firstShop = await withScope(t.deps.db, { userId: null, shopId: first }, async (trx) => {
      await addDays(trx as never, first);
      return analyzeIfStale(trx as never);
    });
    expect(firstShop).toBe(true);
    // The second shop doubles the table: stale before the transaction that wrote it commits.
    const secondShop = await withScope(t.deps.db, { userId: null, shopId: second }, async (trx) => {
      await addDays(trx as never, second);
      return analyzeIfStale(trx as never);
    });
    expect(secondShop).toBe(true);
  });
});
