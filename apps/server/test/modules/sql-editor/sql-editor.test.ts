import { type SavedSqlQuery, SQL_EXAMPLES, SQL_VIEWS, type SqlResult } from '@ziskomer/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { shareShop } from '../imports-test-kit.ts';
import { apiCall, buildSqlWorld, type SqlWorld } from './sql-editor-fixture.ts';

type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };

describe.each(testEngines)('SQL editor on %s', (engine) => {
  let t: TestApp;
  let w: SqlWorld;

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await buildSqlWorld(t, `sql-editor-${engine}`);
  }, 120_000);
  afterAll(() => t?.close());

  const run = (text: string, cookie = w.owner.cookie, language = 'cs') =>
    t.call('POST', `/api/shops/${w.shopA}/sql`, {
      cookie,
      body: { sql: text },
      headers: { 'accept-language': language },
    });

  it('answers columns with their types and cells as JSON, alike on both engines', async () => {
    const response = await run(
      `SELECT 1 AS small, 12345678901::bigint AS big, 12.50::numeric AS money, 1.5::float8 AS ratio,
              true AS yes, NULL::text AS nothing, DATE '2024-12-30' AS day,
              jsonb_build_object('a', 1) AS doc, 'Příliš žluťoučký kůň' AS text, 1 AS small`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as SqlResult;
    expect(body.columns).toEqual([
      { name: 'small', type: 'integer' },
      { name: 'big', type: 'bigint' },
      { name: 'money', type: 'numeric' },
      { name: 'ratio', type: 'double precision' },
      { name: 'yes', type: 'boolean' },
      { name: 'nothing', type: 'text' },
      { name: 'day', type: 'date' },
      { name: 'doc', type: 'jsonb' },
      { name: 'text', type: 'text' },
      { name: 'small', type: 'integer' },
    ]);
    expect(body.rows).toEqual([
      [1, '12345678901', '12.50', 1.5, true, null, '2024-12-30', { a: 1 }, 'Příliš žluťoučký kůň', 1],
    ]);
    expect(body.truncated).toBe(false);
    expect(body.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it('reads the views of the shop: orders, lines, customers, products, spend, campaigns, daily rollups', async () => {
    const response = await run(`SELECT
      (SELECT count(*) FROM orders) AS orders,
      (SELECT count(*) FROM order_lines) AS lines,
      (SELECT count(*) FROM customers) AS customers,
      (SELECT count(*) FROM products) AS products,
      (SELECT sum(cost) FROM ad_spend) AS spend,
      (SELECT count(*) FROM campaigns) AS campaigns,
      (SELECT sum(orders) FROM daily_metrics) AS daily_orders,
      (SELECT sum(cost) FROM daily_ad_spend) AS daily_spend`);
    expect(response.status).toBe(200);
    const [row] = ((await response.json()) as SqlResult).rows;
    expect(row).toEqual(['2', '2', '2', '2', '300.00', '1', '2', '300.00']);
  });

  it('runs the two SPEC named queries offered as examples', async () => {
    for (const example of Object.values(SQL_EXAMPLES)) {
      const response = await run(example);
      expect(response.status, await response.clone().text()).toBe(200);
      expect(((await response.json()) as SqlResult).rows.length).toBeGreaterThan(0);
    }
  });

  it('refuses with the reason, the subject and the position in characters, in the caller’s language', async () => {
    const text = "-- Přehled tržeb\nSELECT 'ěščř', pg_sleep(1)";
    const cs = (await (await run(text)).json()) as ErrorBody;
    expect(cs.error).toMatchObject({
      code: 'sql_not_allowed',
      details: { reason: 'function', subject: 'pg_sleep', position: text.indexOf('pg_sleep') + 1 },
    });
    expect(cs.error.message).toMatch(/^Dotaz smí jen číst data/);
    const en = (await (await run(text, w.owner.cookie, 'en')).json()) as ErrorBody;
    expect(en.error.message).toMatch(/^Only SELECT/);
  });

  it('gives the database’s message and position for a statement it refuses', async () => {
    const text = 'SELECT order_id, nonexistent FROM orders';
    const response = await run(text);
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('sql_error');
    expect(body.error.details?.message).toMatch(/nonexistent/);
    expect(body.error.details?.position).toBe(text.indexOf('nonexistent') + 1);
    const syntax = (await (await run('SELECT FROM WHERE')).json()) as ErrorBody;
    expect(syntax.error).toMatchObject({ code: 'sql_error', details: { position: 13 } });
    const division = (await (await run('SELECT 1 / 0')).json()) as ErrorBody;
    expect(division.error).toMatchObject({ code: 'sql_error', details: { message: 'division by zero' } });
  });

  it('answers an empty or too long text with its own code', async () => {
    expect(((await (await run('')).json()) as ErrorBody).error.code).toBe('sql_query_text_required');
    expect(((await (await run(`SELECT ${'1 + '.repeat(6000)}1`)).json()) as ErrorBody).error.code).toBe(
      'sql_query_text_too_long',
    );
  });

  it('runs with an API key of the shop, and without one answers 401', async () => {
    const withKey = await apiCall(t, w.keyA, '/api/v1/sql', {
      sql: 'SELECT order_id FROM orders ORDER BY 1',
    });
    expect(withKey.status).toBe(200);
    expect(((await withKey.json()) as SqlResult).rows).toEqual([['A-1'], ['A-2']]);
    expect((await apiCall(t, null, '/api/v1/sql', { sql: 'SELECT 1' })).status).toBe(401);
  });

  it('saves, lists, changes and deletes queries; a viewer changes only their own', async () => {
    const viewer = await t.signUp(`sql-viewer-${engine}@example.cz`, 'Divák');
    await shareShop(t, w.owner, w.shopA, viewer.email, 'viewer');
    const base = `/api/shops/${w.shopA}/sql/queries`;
    const created = await t.call('POST', base, {
      cookie: w.owner.cookie,
      body: { name: '  Tržby po dnech ', sql: 'SELECT 1' },
    });
    expect(created.status).toBe(201);
    const query = (await created.json()) as SavedSqlQuery;
    expect(query).toMatchObject({ name: 'Tržby po dnech', sql: 'SELECT 1', createdBy: w.owner.id });
    const list = (await (await t.call('GET', base, { cookie: viewer.cookie })).json()) as {
      queries: SavedSqlQuery[];
    };
    expect(list.queries.map((q) => q.name)).toEqual(['Tržby po dnech']);
    const byViewer = await t.call('PUT', `${base}/${query.id}`, {
      cookie: viewer.cookie,
      body: { name: 'Moje', sql: 'SELECT 2' },
    });
    expect(((await byViewer.json()) as ErrorBody).error.code).toBe('sql_query_delete_forbidden');
    const changed = await t.call('PUT', `${base}/${query.id}`, {
      cookie: w.owner.cookie,
      body: { name: 'Nové', sql: 'SELECT 2' },
    });
    expect(((await changed.json()) as SavedSqlQuery).sql).toBe('SELECT 2');
    const noName = await t.call('POST', base, {
      cookie: w.owner.cookie,
      body: { name: ' ', sql: 'SELECT 1' },
    });
    expect(((await noName.json()) as ErrorBody).error.code).toBe('sql_query_name_required');
    expect((await t.call('DELETE', `${base}/${query.id}`, { cookie: w.owner.cookie })).status).toBe(204);
    expect((await t.call('DELETE', `${base}/${query.id}`, { cookie: w.owner.cookie })).status).toBe(404);
    expect((await t.call('DELETE', `${base}/not-an-id`, { cookie: w.owner.cookie })).status).toBe(404);
  });

  it('describes the views exactly as the database has them', async () => {
    const { rows } = await sql<{ view: string; name: string; type: string }>`
      SELECT c.relname AS view, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'shop_sql' AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname, a.attnum`.execute(t.deps.db);
    // The browser shows the type's name; a numeric's precision is the base table's detail.
    const typeName = (type: string) =>
      type.replace('timestamp with time zone', 'timestamptz').replace(/^numeric\(.*\)$/, 'numeric');
    const inDatabase = rows.map((r) => `${r.view}.${r.name}:${typeName(r.type)}`);
    const declared = SQL_VIEWS.flatMap((view) => view.columns.map((c) => `${view.name}.${c.name}:${c.type}`));
    expect(inDatabase.sort()).toEqual(declared.sort());
  });
});
