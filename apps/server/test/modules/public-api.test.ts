import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type {
  CreatedApiKey,
  ImportList,
  OrderDetail,
  OrderInput,
  PublicImport,
  PublicOrderBatchResult,
} from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppJobRunner } from '../../src/jobs/create-app-job-runner.ts';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { countRows, createShop, csv } from './imports-test-kit.ts';

interface ApiCall {
  json?: unknown;
  body?: string | Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
}

const order = (id: string, overrides: Partial<OrderInput> = {}): OrderInput => ({
  orderId: id,
  orderDate: '2024-12-30T10:15:00+01:00',
  customerEmail: 'jana.novakova@example.cz',
  customerName: 'Jana Nováková',
  revenue: 1210,
  paid: true,
  paymentMethod: 'Kartou online',
  items: [
    {
      productCode: 'KAV-250',
      productName: 'Káva Etiopie 250 g',
      category: 'Káva',
      quantity: 2,
      unitPrice: 389,
    },
    { productName: 'Ruční mlýnek', quantity: 1, unitPrice: 432 },
  ],
  ...overrides,
});

const CSV_HEADER = [
  'order_id',
  'order_date',
  'customer_email',
  'order_revenue',
  'product_name',
  'quantity',
  'unit_price',
];

describe.each(testEngines)('public import API on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let shopId: string;
  let strangerShop: string;
  let key: string;
  let strangerKey: string;
  let clockOffset = 0;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      importMaxBytes: 64 * 1024,
      now: () => new Date(Date.now() + clockOffset),
    });
    owner = await t.signUp(`v1-owner-${engine}@example.cz`, 'Majitelka');
    stranger = await t.signUp(`v1-stranger-${engine}@example.cz`, 'Cizinec');
    shopId = await createShop(t, owner, 'Pražírna');
    strangerShop = await createShop(t, stranger, 'Cizí pražírna');
    key = await createKey(owner, shopId);
    strangerKey = await createKey(stranger, strangerShop);
  });
  afterAll(() => t.close());

  async function createKey(user: TestUser, shop: string): Promise<string> {
    const response = await t.call('POST', `/api/shops/${shop}/api-keys`, {
      cookie: user.cookie,
      body: { name: 'Integrace' },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as CreatedApiKey).key;
  }

  /** A request of an outside client: no cookie, no Origin, the key as a bearer token. */
  function api(method: string, path: string, apiKey: string | null, call: ApiCall = {}): Promise<Response> {
    const headers: Record<string, string> = { ...call.headers };
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    let body: string | Uint8Array | undefined = call.body;
    if (call.json !== undefined) body = JSON.stringify(call.json);
    if (body !== undefined)
      headers['content-type'] = call.contentType ?? (call.json ? 'application/json' : 'text/csv');
    return Promise.resolve(t.app.request(path, { method, headers, body: body as BodyInit | undefined }));
  }

  const postOrders = async (apiKey: string, orders: unknown[], headers: Record<string, string> = {}) => {
    const response = await api('POST', '/api/v1/orders', apiKey, { json: { orders }, headers });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as PublicOrderBatchResult;
  };

  const getOrder = (shop: string, id: string) =>
    withScope(t.deps.db, { userId: null, shopId: shop }, (trx) =>
      trx.selectFrom('orders').selectAll().where('order_id', '=', id).executeTakeFirst(),
    );

  const stagedFiles = (shop: string) => {
    try {
      return readdirSync(join(t.deps.config.importsDir, shop));
    } catch {
      return [];
    }
  };

  /** Runs the job worker in the background and polls the import's Location until it has finished. */
  async function pollUntilFinished(location: string, apiKey: string): Promise<PublicImport> {
    const runner = createAppJobRunner(t.deps, { pollMs: 20 });
    runner.start();
    try {
      // The runner may first refresh the rollups that earlier writes of the shop queued.
      for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
        const response = await api('GET', location, apiKey);
        expect(response.status).toBe(200);
        const body = (await response.json()) as PublicImport;
        if (['completed', 'failed', 'cancelled'].includes(body.status)) return body;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the import did not finish');
    } finally {
      await runner.stop();
    }
  }

  describe('POST /api/v1/orders', () => {
    it('stores orders through the same upsert and rollups as the CSV import', async () => {
      const first = await postOrders(key, [
        order('API-1'),
        order('API-2', { orderDate: '2024-12-31', revenue: 500, items: [] }),
      ]);
      expect(first.results).toEqual([
        { index: 0, orderId: 'API-1', status: 'inserted' },
        { index: 1, orderId: 'API-2', status: 'inserted' },
      ]);
      expect(first.totals).toEqual({
        received: 2,
        inserted: 2,
        updated: 0,
        unchanged: 0,
        duplicates: 0,
        rejected: 0,
      });

      const detail = await t.call('GET', `/api/shops/${shopId}/orders/API-1`, { cookie: owner.cookie });
      expect(detail.status).toBe(200);
      const stored = (await detail.json()) as OrderDetail;
      expect(stored.items).toHaveLength(2);
      expect(stored.revenue).toBe(1210);

      // Customer facts and daily metrics follow, as for an import.
      const customer = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
        trx
          .selectFrom('customers')
          .select(['total_orders', 'total_revenue'])
          .where('email', '=', 'jana.novakova@example.cz')
          .executeTakeFirstOrThrow(),
      );
      expect(customer.total_orders).toBe(2);
      expect(Number(customer.total_revenue)).toBe(1710);
      const days = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
        trx
          .selectFrom('daily_shop_metrics')
          .select([sql<string>`day::text`.as('day'), 'orders'])
          .orderBy('day')
          .execute(),
      );
      expect(days.map((day) => [day.day, day.orders])).toEqual(
        expect.arrayContaining([
          ['2024-12-30', 1],
          ['2024-12-31', 1],
        ]),
      );

      const again = await postOrders(key, [
        order('API-1'),
        order('API-2', { orderDate: '2024-12-31', revenue: 650, items: [] }),
        order('API-1'),
      ]);
      expect(again.results.map((result) => result.status)).toEqual(['unchanged', 'updated', 'duplicate']);
      expect(again.totals).toMatchObject({ received: 3, unchanged: 1, updated: 1, duplicates: 1 });
      expect(Number((await getOrder(shopId, 'API-2'))!.revenue)).toBe(650);
    });

    it('rejects invalid orders one by one and stores the rest', async () => {
      const result = await postOrders(key, [
        order('BAD-1', { revenue: -10 }),
        { ...order('ignored'), orderId: undefined },
        order('BAD-3', { orderDate: '2024-02-30' }),
        order('GOOD-4'),
        order('BAD-5', { items: [{ productName: 'Hrnek', quantity: 1, unitPrice: Number.NaN }] }),
        'not an order',
      ]);
      expect(result.results.map((r) => [r.orderId, r.status])).toEqual([
        ['BAD-1', 'rejected'],
        [null, 'rejected'],
        ['BAD-3', 'rejected'],
        ['GOOD-4', 'inserted'],
        ['BAD-5', 'rejected'],
        [null, 'rejected'],
      ]);
      expect(result.results[0]!.errors).toEqual([
        expect.objectContaining({ path: 'revenue', code: 'too_small' }),
      ]);
      expect(result.results[1]!.errors).toEqual([expect.objectContaining({ path: 'orderId' })]);
      expect(result.results[2]!.errors).toEqual([
        expect.objectContaining({ path: 'orderDate', code: 'impossible_date' }),
      ]);
      expect(result.results[4]!.errors![0]!.path).toBe('items.0.unitPrice');
      expect(result.results[3]!.errors).toBeUndefined();
      expect(result.totals).toEqual({
        received: 6,
        inserted: 1,
        updated: 0,
        unchanged: 0,
        duplicates: 0,
        rejected: 5,
      });
      expect(await getOrder(shopId, 'GOOD-4')).toBeDefined();
      for (const id of ['BAD-1', 'BAD-3', 'BAD-5']) expect(await getOrder(shopId, id)).toBeUndefined();
    });

    it('refuses more than 1,000 orders, an empty batch, other JSON and other bodies as a whole', async () => {
      const before = await countRows(t, shopId, 'orders');
      const tooMany = Array.from({ length: 1001 }, (_, i) => order(`MANY-${i}`));
      const refused = await api('POST', '/api/v1/orders', key, { json: { orders: tooMany } });
      expect(refused.status).toBe(422);
      const error = (
        (await refused.json()) as { error: { code: string; details: { issues: { path: string }[] } } }
      ).error;
      expect(error.code).toBe('validation_failed');
      expect(error.details.issues[0]!.path).toBe('orders');
      const exactly = await postOrders(key, tooMany.slice(0, 1000));
      expect(exactly.totals.inserted).toBe(1000);
      expect(await countRows(t, shopId, 'orders')).toBe(before + 1000);

      expect((await api('POST', '/api/v1/orders', key, { json: { orders: [] } })).status).toBe(422);
      expect((await api('POST', '/api/v1/orders', key, { json: [order('X')] })).status).toBe(422);
      const notJson = await api('POST', '/api/v1/orders', key, {
        body: '{"orders": [',
        contentType: 'application/json',
      });
      expect(notJson.status).toBe(400);
      const csvBody = await api('POST', '/api/v1/orders', key, {
        body: 'order_id\n1\n',
        contentType: 'text/csv',
      });
      expect(csvBody.status).toBe(415);
      expect(await countRows(t, shopId, 'orders')).toBe(before + 1000);
    });

    it("ignores a shop id in the body: the key's shop is the only shop", async () => {
      const result = await api('POST', '/api/v1/orders', key, {
        json: {
          shopId: strangerShop,
          shop_id: strangerShop,
          orders: [{ ...order('SHOP-1'), shopId: strangerShop, shop_id: strangerShop }],
        },
      });
      expect(result.status).toBe(200);
      expect(await getOrder(shopId, 'SHOP-1')).toBeDefined();
      expect(await getOrder(strangerShop, 'SHOP-1')).toBeUndefined();
    });

    it('replays a request with the same Idempotency-Key and body, and refuses the key for another body', async () => {
      const headers = { 'idempotency-key': `batch-${engine}-1` };
      const first = await api('POST', '/api/v1/orders', key, {
        json: { orders: [order('IDEM-1')] },
        headers,
      });
      expect(first.status).toBe(200);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const firstBody = await first.json();
      expect(firstBody).toMatchObject({ results: [{ status: 'inserted' }] });

      // The retry gets the stored answer (still 'inserted'), and nothing runs twice.
      const retry = await api('POST', '/api/v1/orders', key, {
        json: { orders: [order('IDEM-1')] },
        headers,
      });
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await retry.json()).toEqual(firstBody);

      const other = await api('POST', '/api/v1/orders', key, {
        json: { orders: [order('IDEM-1', { revenue: 999 })] },
        headers,
      });
      expect(other.status).toBe(409);
      expect(((await other.json()) as { error: { code: string } }).error.code).toBe('conflict');
      expect(Number((await getOrder(shopId, 'IDEM-1'))!.revenue)).toBe(1210);

      // Keys are per shop: another shop's client may use the same one.
      const elsewhere = await api('POST', '/api/v1/orders', strangerKey, {
        json: { orders: [order('IDEM-1', { revenue: 999 })] },
        headers,
      });
      expect(elsewhere.status).toBe(200);

      // After 24 hours the key is new again: the request runs (and finds the order unchanged).
      clockOffset = 25 * 3600_000;
      try {
        const later = await api('POST', '/api/v1/orders', key, {
          json: { orders: [order('IDEM-1')] },
          headers,
        });
        expect(later.status).toBe(200);
        expect(later.headers.get('idempotent-replayed')).toBeNull();
        expect(await later.json()).toMatchObject({ results: [{ status: 'unchanged' }] });
      } finally {
        clockOffset = 0;
      }

      const malformed = await api('POST', '/api/v1/orders', key, {
        json: { orders: [order('IDEM-2')] },
        headers: { 'idempotency-key': 'x'.repeat(256) },
      });
      expect(malformed.status).toBe(422);
      expect(await getOrder(shopId, 'IDEM-2')).toBeUndefined();
    });

    it('answers 401 without a valid key, even with a session cookie', async () => {
      const response = await t.call('POST', '/api/v1/orders', {
        cookie: owner.cookie,
        body: { orders: [order('NOKEY-1')] },
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
      expect(await getOrder(shopId, 'NOKEY-1')).toBeUndefined();
    });

    it('takes the key in x-api-key as well, and refuses an unknown one there with 401', async () => {
      const saved = await api('POST', '/api/v1/orders', null, {
        json: { orders: [order('XKEY-1')] },
        headers: { 'x-api-key': key },
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(await getOrder(shopId, 'XKEY-1')).toBeDefined();
      expect(await getOrder(strangerShop, 'XKEY-1')).toBeUndefined();
      const refused = await api('POST', '/api/v1/orders', null, {
        json: { orders: [order('XKEY-2')] },
        headers: { 'x-api-key': 'zk_live_unknown' },
      });
      expect(refused.status).toBe(401);
      expect(await getOrder(shopId, 'XKEY-2')).toBeUndefined();
    });
  });

  describe('POST /api/v1/imports and GET /api/v1/imports/{importId}', () => {
    const file = csv([
      CSV_HEADER,
      ['CSV-1', '2.12.2024 10:00', 'petr@example.cz', '1 210,50', 'Káva', '1', '1 210,50'],
      ['CSV-2', '3.12.2024', 'eva@example.cz', '300', 'Hrnek', '2', '150'],
      ['CSV-2', '3.12.2024', 'eva@example.cz', '300', 'Podšálek zdarma', '1', '0'],
      ['CSV-3', '4.12.2024', 'ivo@example.cz', 'abc', 'Čaj', '1', '80'],
    ]);

    it('imports a CSV body end to end: 202 with Location, then the finished counts and row errors', async () => {
      const response = await api('POST', '/api/v1/imports?fileName=prosinec.csv', key, { body: file });
      expect(response.status, await response.clone().text()).toBe(202);
      const created = (await response.json()) as PublicImport;
      expect(response.headers.get('location')).toBe(`/api/v1/imports/${created.id}`);
      expect(created).toMatchObject({
        source: 'api',
        fileName: 'prosinec.csv',
        status: 'running',
        options: { delimiter: ';', decimal: ',', dateFormat: 'dmy', invalidRowPolicy: 'skip' },
        rowErrors: [],
        rowErrorCount: 0,
      });
      expect(created.createdBy).toBe(owner.id);

      const done = await pollUntilFinished(response.headers.get('location')!, key);
      expect(done.status).toBe('completed');
      expect(done.counts).toMatchObject({ orders: 3, inserted: 2, rejected: 1 });
      expect(done.progress.percentage).toBe(100);
      expect(done.rowErrorCount).toBeGreaterThanOrEqual(1);
      expect(done.rowErrors[0]).toMatchObject({ line: 5, column: 'order_revenue' });
      expect(await getOrder(shopId, 'CSV-2')).toBeDefined();
      expect(stagedFiles(shopId)).toEqual([]);

      // The app lists it with the shop's other imports.
      const list = await t.call('GET', `/api/shops/${shopId}/imports`, { cookie: owner.cookie });
      expect(((await list.json()) as ImportList).items.map((item) => item.id)).toContain(created.id);
    });

    it('applies the options of the query: the reject policy refuses a file with an invalid row', async () => {
      const response = await api('POST', '/api/v1/imports?invalidRowPolicy=reject&delimiter=%3B', key, {
        body: file.replaceAll('CSV-', 'REJ-'),
      });
      expect(response.status).toBe(202);
      const created = (await response.json()) as PublicImport;
      expect(created.status).toBe('analysing');
      const done = await pollUntilFinished(`/api/v1/imports/${created.id}`, key);
      expect(done.status).toBe('failed');
      expect(done.counts.inserted).toBe(0);
      expect(done.error).toMatchObject({ code: 'rejected_row', line: 5 });
      expect(await getOrder(shopId, 'REJ-1')).toBeUndefined();
    });

    it('answers 422 with the missing fields for a file whose columns cannot be mapped, keeping nothing', async () => {
      const before = await listImports();
      const response = await api('POST', '/api/v1/imports', key, {
        body: csv([
          ['cislo', 'poznamka'],
          ['1', '10'],
        ]),
      });
      expect(response.status).toBe(422);
      const error = ((await response.json()) as { error: { code: string; details: { missing: string[] } } })
        .error;
      expect(error.code).toBe('validation_failed');
      expect(error.details.missing).toEqual(expect.arrayContaining(['orderId', 'orderDate']));
      expect(await listImports()).toEqual(before);
      expect(stagedFiles(shopId)).toEqual([]);

      expect((await api('POST', '/api/v1/imports', key, { body: '' })).status).toBe(422);
      expect((await api('POST', '/api/v1/imports?encoding=latin1', key, { body: file })).status).toBe(422);
      expect((await api('POST', '/api/v1/imports', key, { json: { orders: [] } })).status).toBe(415);
      expect(await listImports()).toEqual(before);
    });

    it('refuses a declared oversized file with 413 before reading it', async () => {
      const response = await api('POST', '/api/v1/imports', key, {
        body: 'x'.repeat(100),
        headers: { 'content-length': String(65 * 1024) },
      });
      expect(response.status).toBe(413);
      expect(stagedFiles(shopId)).toEqual([]);
    });

    it('replays an import with the same Idempotency-Key and file, and refuses the key for another file', async () => {
      const headers = { 'idempotency-key': `import-${engine}` };
      const body = file.replaceAll('CSV-', 'IDF-');
      const first = await api('POST', '/api/v1/imports', key, { body, headers });
      expect(first.status).toBe(202);
      const created = (await first.json()) as PublicImport;
      const retry = await api('POST', '/api/v1/imports', key, { body, headers });
      expect(retry.status).toBe(202);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.headers.get('location')).toBe(`/api/v1/imports/${created.id}`);
      expect(((await retry.json()) as PublicImport).id).toBe(created.id);
      expect((await listImports()).filter((id) => id === created.id)).toHaveLength(1);

      const otherFile = await api('POST', '/api/v1/imports', key, {
        body: `${body}IDF-9;5.12.2024;a@b.cz;1;x;1;1\r\n`,
        headers,
      });
      expect(otherFile.status).toBe(409);
      const otherOptions = await api('POST', '/api/v1/imports?invalidRowPolicy=reject', key, {
        body,
        headers,
      });
      expect(otherOptions.status).toBe(409);
      await pollUntilFinished(`/api/v1/imports/${created.id}`, key);
      expect(stagedFiles(shopId)).toEqual([]);
    });

    it("keeps tenants apart: a key never sees another shop's import", async () => {
      const response = await api('POST', '/api/v1/imports', strangerKey, { body: file });
      expect(response.status).toBe(202);
      const theirs = (await response.json()) as PublicImport;
      expect((await api('GET', `/api/v1/imports/${theirs.id}`, key)).status).toBe(404);
      expect((await api('GET', `/api/v1/imports/${theirs.id}`, strangerKey)).status).toBe(200);
      expect((await api('GET', `/api/v1/imports/${theirs.id}`, null)).status).toBe(401);
      await pollUntilFinished(`/api/v1/imports/${theirs.id}`, strangerKey);
      expect(await getOrder(strangerShop, 'CSV-1')).toBeDefined();
    });
  });

  it('describes the three routes in the OpenAPI document with the bearer scheme and examples', async () => {
    const response = await t.call('GET', '/api/openapi.json');
    type Operation = {
      security?: unknown;
      requestBody?: {
        content: Record<
          string,
          { schema?: { $ref?: string }; example?: unknown; examples?: Record<string, { value: string }> }
        >;
      };
      responses: Record<string, unknown>;
    };
    const doc = (await response.json()) as {
      paths: Record<string, Record<string, Operation>>;
      components: {
        schemas: Record<string, { example?: unknown }>;
        securitySchemes: Record<string, unknown>;
      };
    };
    expect(doc.components.securitySchemes.apiKeyBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiKeyHeader).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
    });
    const orders = doc.paths['/api/v1/orders']!.post!;
    const imports = doc.paths['/api/v1/imports']!.post!;
    const one = doc.paths['/api/v1/imports/{importId}']!.get!;
    for (const operation of [orders, imports, one]) {
      expect(operation.security).toEqual([{ apiKeyBearer: [] }, { apiKeyHeader: [] }]);
    }
    expect(orders.requestBody!.content['application/json']!.schema!.$ref).toBe(
      '#/components/schemas/PublicOrderBatch',
    );
    expect(doc.components.schemas.PublicOrderBatch!.example).toMatchObject({
      orders: [{ orderId: '2024-000123' }],
    });
    expect(doc.components.schemas.OrderInput).toBeDefined();
    expect(doc.components.schemas.PublicOrderBatchResult!.example).toBeDefined();
    expect(doc.components.schemas.PublicImport!.example).toBeDefined();
    const csvExamples = imports.requestBody!.content['text/csv']!.examples!;
    expect(csvExamples.orders!.value).toContain('order_id;order_date');
    expect(csvExamples.adSpend!.value).toContain('date;channel;account;campaign');
    expect(csvExamples.googleAds!.value).toContain('Den;Kampaň');
    expect(Object.keys(imports.responses)).toEqual(
      expect.arrayContaining(['202', '401', '409', '413', '422']),
    );
  });

  async function listImports(): Promise<string[]> {
    const response = await t.call('GET', `/api/shops/${shopId}/imports`, { cookie: owner.cookie });
    return ((await response.json()) as ImportList).items.map((item) => item.id);
  }
});
