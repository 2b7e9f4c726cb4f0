import type { SqlResult } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/core/app-error.ts';
import { runSql, SQL_LIMITS } from '../../../src/modules/sql-editor/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { apiCall, B_SECRETS, buildSqlWorld, type SqlWorld } from './sql-editor-fixture.ts';

/**
 * The SQL editor's escape suite (docs/SECURITY.md "SQL editor"): every attempt to read another
 * shop's rows, change the session, write, wait or exhaust the server is refused or harmless, on
 * both engines. "Harmless" is checked the same way for every attempt: the answer is 200 or 422
 * (never 500) and contains none of shop B's text.
 */
type Outcome =
  | { refused: 'sql_not_allowed'; reason: string }
  | { refused: 'sql_error' | 'sql_timeout' | 'invalid_characters' }
  | { runs: (result: SqlResult) => void };

const B = '{B}';
const refused = (reason: string): Outcome => ({ refused: 'sql_not_allowed', reason });
const dbError: Outcome = { refused: 'sql_error' };

/** Each attempt: its text (`{B}` stands for shop B's id) and its outcome. */
const ATTEMPTS: [string, string, Outcome][] = [
  ['base table of every shop', 'SELECT * FROM public.orders', refused('relation')],
  ['the view filtered by another shop id', `SELECT * FROM orders WHERE shop_id = '${B}'`, dbError],
  [
    'set_config of the tenant setting',
    `SELECT set_config('app.shop_id', '${B}', true), * FROM orders`,
    refused('function'),
  ],
  ['set_config of the role', "SELECT pg_catalog.set_config('role', 'postgres', false)", refused('function')],
  ['current_setting of the tenant setting', "SELECT current_setting('app.shop_id')", refused('function')],
  ['SET ROLE', 'SET ROLE postgres', refused('not_select')],
  ['RESET ROLE', 'RESET ROLE', refused('not_select')],
  ['SET SESSION AUTHORIZATION', 'SET SESSION AUTHORIZATION postgres', refused('not_select')],
  ['SET of the tenant setting', `SET app.shop_id = '${B}'`, refused('not_select')],
  ['RESET ALL', 'RESET ALL', refused('not_select')],
  ['two statements', 'SELECT 1; SELECT * FROM public.orders', refused('multiple_statements')],
  ['a write after a read', 'SELECT * FROM orders; DELETE FROM orders', refused('multiple_statements')],
  ['COPY to the client', 'COPY orders TO STDOUT', refused('not_select')],
  ['COPY to a program', "COPY (SELECT 1) TO PROGRAM 'id'", refused('not_select')],
  ['DO block', 'DO $$ BEGIN PERFORM 1; END $$', refused('not_select')],
  ['CALL', 'CALL anything()', refused('not_select')],
  ['PREPARE', 'PREPARE steal AS SELECT * FROM public.orders', refused('not_select')],
  ['EXECUTE', 'EXECUTE steal', refused('not_select')],
  ['large object from bytea', "SELECT lo_from_bytea(0, 'x')", refused('function')],
  ['large object import', "SELECT lo_import('/etc/passwd')", refused('function')],
  ['pg_read_file', "SELECT pg_read_file('/etc/passwd')", refused('function')],
  ['dblink', "SELECT * FROM dblink('dbname=postgres', 'SELECT 1') AS t(a int)", refused('function')],
  ['NOTIFY', "NOTIFY channel, 'x'", refused('not_select')],
  ['LISTEN', 'LISTEN channel', refused('not_select')],
  ['pg_notify', "SELECT pg_notify('channel', 'x')", refused('function')],
  ['advisory lock', 'SELECT pg_advisory_lock(1)', refused('function')],
  ['pg_sleep past the timeout', 'SELECT pg_sleep(11)', refused('function')],
  ['system catalogue', 'SELECT * FROM pg_catalog.pg_class', refused('relation')],
  ['password hashes', 'SELECT * FROM pg_authid', refused('relation')],
  ['information_schema', 'SELECT * FROM information_schema.tables', refused('relation')],
  ['a catalogue in a subquery', 'SELECT (SELECT count(*) FROM pg_roles)', refused('relation')],
  ['cast to regclass', "SELECT 'public.orders'::regclass", refused('type')],
  ['cast to oid', 'SELECT 1::oid', refused('type')],
  ['current_user', 'SELECT current_user', refused('function')],
  ['session_user', 'SELECT session_user', refused('function')],
  ['version', 'SELECT version()', refused('function')],
  ['FOR UPDATE', 'SELECT * FROM orders FOR UPDATE', refused('locking')],
  ['SELECT INTO', 'SELECT * INTO stolen FROM orders', refused('select_into')],
  ['data-modifying CTE', 'WITH d AS (DELETE FROM orders RETURNING *) SELECT * FROM d', refused('not_select')],
  [
    'update in a CTE',
    'WITH u AS (UPDATE public.orders SET revenue = 0 RETURNING 1) SELECT 1',
    refused('not_select'),
  ],
  ['EXPLAIN ANALYZE of a write', 'EXPLAIN ANALYZE DELETE FROM orders', refused('not_select')],
  ['a comment before a write', '/* SELECT */ DELETE FROM orders', refused('not_select')],
  ['a comment splitting a keyword', 'SEL/**/ECT 1', dbError],
  [
    'a line comment hiding the rest',
    'SELECT 1 -- ; DROP TABLE orders\n',
    { runs: (r) => expect(r.rows).toEqual([[1]]) },
  ],
  ['a Unicode escape naming pg_sleep', 'SELECT U&"\\0070g_sleep"(1)', refused('function')],
  ['a Unicode escape naming the public schema', 'SELECT * FROM U&"\\0070ublic".orders', refused('relation')],
  [
    'a quoted catalogue function',
    'SELECT "pg_catalog"."set_config"(\'role\', \'postgres\', true)',
    refused('function'),
  ],
  [
    'SQL run from text',
    "SELECT query_to_xml('SELECT * FROM public.orders', true, true, '')",
    refused('function'),
  ],
  [
    'a union with a base table',
    'SELECT order_id FROM orders UNION ALL SELECT order_id FROM public.orders',
    refused('relation'),
  ],
  ['TABLE of a base table', 'TABLE public.customers', refused('relation')],
  ['a parameter', 'SELECT $1', refused('parameter')],
  ['txid_current', 'SELECT txid_current()', refused('function')],
  ['pg_terminate_backend', 'SELECT pg_terminate_backend(1)', refused('function')],
  [
    'a recursive CTE',
    'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT * FROM r',
    refused('recursive'),
  ],
  ['TABLESAMPLE', 'SELECT * FROM orders TABLESAMPLE SYSTEM (50)', refused('construct')],
  ['XML parsing', "SELECT xmlparse(document '<a/>')", refused('construct')],
  ['CREATE TABLE', 'CREATE TABLE stolen (a int)', refused('not_select')],
  [
    'a lateral set_config',
    "SELECT * FROM orders JOIN LATERAL (SELECT set_config('role', 'postgres', true)) s ON true",
    refused('function'),
  ],
  ['an empty text', '  -- nothing\n', refused('empty')],
  ['a NUL byte', 'SELECT 1\u0000', { refused: 'invalid_characters' }],
  [
    "an error oracle on another shop's rows",
    "SELECT count(*) FROM orders WHERE 1 / (CASE WHEN customer_email = 'tajna.zakaznice@cizi-shop.cz' THEN 0 ELSE 1 END) = 1",
    { runs: (r) => expect(r.rows).toEqual([['2']]) },
  ],
  [
    'the schema-qualified views',
    'SELECT order_id FROM shop_sql.orders ORDER BY order_id',
    {
      runs: (r) => expect(r.rows).toEqual([['A-1'], ['A-2']]),
    },
  ],
  [
    'every campaign',
    'SELECT campaign FROM campaigns',
    { runs: (r) => expect(r.rows).toEqual([['Kampaň A']]) },
  ],
  [
    'rows past the row cap',
    'SELECT o.order_id, g FROM orders AS o CROSS JOIN generate_series(1, 6000) AS g',
    {
      runs: (r) => {
        expect(r.truncated).toBe(true);
        expect(r.rows).toHaveLength(SQL_LIMITS.rows);
      },
    },
  ],
  [
    'rows past the byte cap',
    "SELECT g, (SELECT string_agg(md5(i::text), '') FROM generate_series(1, 80) AS i) AS filler FROM generate_series(1, 9000) AS g",
    {
      runs: (r) => {
        expect(r.truncated).toBe(true);
        expect(r.rows.length).toBeLessThan(9000);
        expect(r.rows.length).toBeGreaterThan(7000);
      },
    },
  ],
];

/** A huge generate_series: PostgreSQL cancels it at 10 s; PGlite refuses it by its planned cost. */
// Ten billion combinations counted before the first row: past the 10 s limit on any machine,
// with nothing to spill to disk (each series holds 100,000 rows). A lone huge series was
// materialised in under 10 s on a fast day and answered 10,000 rows instead.
const SLOW = 'SELECT count(*) FROM generate_series(1, 100000) AS a, generate_series(1, 100000) AS b';

describe.each(testEngines)('SQL editor escape suite on %s', (engine) => {
  let t: TestApp;
  let w: SqlWorld;

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await buildSqlWorld(t, `sql-escape-${engine}`);
  }, 120_000);
  afterAll(() => t?.close());

  const run = (text: string, key = w.keyA) =>
    apiCall(t, key, '/api/v1/sql', { sql: text.replaceAll(B, w.shopB) });

  it(`has at least 40 attempts (${ATTEMPTS.length})`, () => {
    expect(ATTEMPTS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ATTEMPTS)('%s', async (_name, text, outcome) => {
    const response = await run(text);
    const body = await response.text();
    for (const secret of [...B_SECRETS, w.shopB]) expect(body).not.toContain(secret);
    if ('runs' in outcome) {
      expect(response.status, body).toBe(200);
      outcome.runs(JSON.parse(body) as SqlResult);
      return;
    }
    expect(response.status, body).toBe(outcome.refused === 'invalid_characters' ? 400 : 422);
    const error = (JSON.parse(body) as { error: { code: string; details?: { reason?: string } } }).error;
    expect(error.code).toBe(outcome.refused);
    if ('reason' in outcome) expect(error.details?.reason).toBe(outcome.reason);
  });

  it('a huge generate_series past the time limit is stopped or refused', { timeout: 60_000 }, async () => {
    const response = await run(SLOW);
    expect(response.status).toBe(422);
    const error = ((await response.json()) as { error: { code: string; details?: { reason?: string } } })
      .error;
    if (engine === 'postgres') expect(error.code).toBe('sql_timeout');
    else expect(error).toMatchObject({ code: 'sql_not_allowed', details: { reason: 'too_costly' } });
  });

  it('left shop B and the database as they were', async () => {
    const orders = await withScope(t.deps.db, { userId: null, shopId: w.shopB }, (db) =>
      db.selectFrom('orders').select(['order_id', 'revenue']).execute(),
    );
    expect(orders.map((o) => [o.order_id, Number(o.revenue)])).toEqual([['B-SECRET-ORDER', 99_999]]);
    const { rows } = await sql<{
      n: string;
    }>`SELECT count(*)::text AS n FROM pg_largeobject_metadata`.execute(t.deps.db);
    expect(rows[0]!.n).toBe('0');
  });

  it('shop B reads its own rows through the same views', async () => {
    const response = await run('SELECT order_id, customer_email FROM orders', w.keyB);
    expect(response.status).toBe(200);
    expect(((await response.json()) as SqlResult).rows).toEqual([
      ['B-SECRET-ORDER', 'tajna.zakaznice@cizi-shop.cz'],
    ]);
  });

  /**
   * The database layers alone, as if the grammar check were bypassed: the same runner with a check
   * that lets everything through. Each statement fails on the database's own rules (permissions,
   * the read-only transaction, the cursor that takes one query) or sees shop A's rows only.
   */
  describe('with the grammar check bypassed', () => {
    const letAll = async () => ({ ok: true as const });
    const bypass = (text: string, limits = SQL_LIMITS) =>
      runSql(t.deps, w.shopA, text.replaceAll(B, w.shopB), undefined, limits, letAll);
    const codeOf = async (text: string, limits = SQL_LIMITS) => {
      try {
        return { ok: await bypass(text, limits) };
      } catch (error) {
        if (error instanceof AppError)
          return { code: error.code, details: error.details as { message?: string } };
        throw error;
      }
    };

    it.each([
      ['a base table', 'SELECT count(*) FROM public.orders', /permission denied/],
      [
        'set_config of the tenant setting',
        `SELECT set_config('app.shop_id', '${B}', true)`,
        /permission denied/,
      ],
      ['set_config of the role', "SELECT set_config('role', 'postgres', true)", /permission denied/],
      ['RESET ROLE in the cursor', 'RESET ROLE', /syntax error/],
      ['SET ROLE in the cursor', 'SET ROLE postgres', /syntax error/],
      ['a second statement', 'SELECT 1; RESET ROLE; SELECT count(*) FROM public.orders', /multiple commands/],
      ['a write', 'DELETE FROM shop_sql.orders', /syntax error|permission denied|read-only/],
      [
        'a data-modifying CTE',
        'WITH d AS (DELETE FROM shop_sql.orders RETURNING 1) SELECT * FROM d',
        /data-modifying|read-only|permission denied/,
      ],
      ['FOR UPDATE', 'SELECT * FROM shop_sql.orders FOR UPDATE', /read-only|FOR UPDATE|permission denied/],
      ['large objects', "SELECT lo_from_bytea(0, 'x')", /permission denied/],
      ['pg_notify', "SELECT pg_notify('a', 'b')", /permission denied/],
      ['advisory locks', 'SELECT pg_advisory_lock(1)', /permission denied/],
      ['pg_sleep', 'SELECT pg_sleep(1)', /permission denied/],
      ['file access', "SELECT pg_read_file('/etc/passwd')", /permission denied/],
      ['SQL from text', "SELECT query_to_xml('SELECT 1', true, true, '')", /permission denied/],
      ['catalogue of passwords', 'SELECT * FROM pg_authid', /permission denied/],
    ])('%s fails on the database', async (_name, text, message) => {
      const outcome = await codeOf(text);
      expect(outcome.code).toBe('sql_error');
      expect(outcome.details?.message).toMatch(message);
    });

    it('the role, not the setting, names the shop', async () => {
      const mine = await bypass(
        "SELECT current_user, current_setting('app.shop_id'), count(*) FROM shop_sql.orders GROUP BY 1, 2",
      );
      expect(mine.rows).toEqual([[`zsql_${w.shopA.replaceAll('-', '')}`, w.shopA, '2']]);
    });

    // PGlite has no timer to stop a statement: its guard is the planned cost, tested above.
    it.runIf(engine === 'postgres')(
      'statement_timeout stops a long statement',
      { timeout: 30_000 },
      async () => {
        const outcome = await codeOf('SELECT count(*) FROM generate_series(1, 2000000000) AS g', {
          ...SQL_LIMITS,
          timeoutMs: 300,
        });
        expect(outcome.code).toBe('sql_timeout');
      },
    );
  });

  it.runIf(engine === 'postgres')('on PostgreSQL the session itself is the shop role', async () => {
    const outcome = await t.deps.shopReader.read(w.shopA, async (session) => {
      const denied: string[] = [];
      for (const statement of [
        'SET ROLE postgres',
        'SET SESSION AUTHORIZATION postgres',
        `SET ROLE zsql_${w.shopB.replaceAll('-', '')}`,
      ]) {
        await session.query('SAVEPOINT attempt');
        try {
          await session.query(statement);
        } catch (error) {
          denied.push((error as Error).message);
        }
        await session.query('ROLLBACK TO SAVEPOINT attempt');
      }
      await session.query('RESET ROLE');
      await session.query(`SET app.shop_id = '${w.shopB}'`);
      const { rows } = await session.query('SELECT session_user, count(*) FROM shop_sql.orders GROUP BY 1');
      return { denied, rows };
    });
    expect(outcome.denied).toHaveLength(3);
    for (const message of outcome.denied) expect(message).toMatch(/permission denied/);
    // With the tenant setting pointed at B, the login role still sees no row of B (and none of A).
    expect(outcome.rows).toEqual([]);
  });
});
