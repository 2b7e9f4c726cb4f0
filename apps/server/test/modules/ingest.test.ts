import { type AdSpendRow, type CreatedApiKey, type OrderInput, orderInputSchema } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import { parseOrderDate } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from '../../src/modules/ingest/data-source.ts';
import { ingestEvents } from '../../src/modules/ingest/ingest-events.ts';
import { normaliseOrder } from '../../src/modules/ingest/normalise-order.ts';
import { writeAdSpend } from '../../src/modules/ingest/write-ad-spend.ts';
import { writeOrders } from '../../src/modules/ingest/write-orders.ts';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { createShop } from './imports-test-kit.ts';

const CONNECTION = '5b0a2c4e-8f1d-4c7a-9e21-3d6f0b7a1c01';
const OTHER_CONNECTION = '5b0a2c4e-8f1d-4c7a-9e21-3d6f0b7a1c02';
const connector: DataSource = { kind: 'connector', connectionId: CONNECTION };
const NOW = new Date('2025-03-20T09:00:00Z');

/** Every announcement of the sinks during the tests, in order. */
const announced: { name: string; shopId: string; source: DataSource; days: string[] }[] = [];
ingestEvents.on('orders.written', async (_trx, event) => {
  announced.push({ name: 'orders.written', ...event });
});
ingestEvents.on('ad-spend.written', async (_trx, event) => {
  announced.push({ name: 'ad-spend.written', ...event });
});

function spend(date: string, campaign: string, cost: number, channel = 'google_ads'): AdSpendRow {
  return {
    date,
    channel: channel as AdSpendRow['channel'],
    account: 'Účet',
    campaign,
    cost,
    impressions: 100,
    clicks: 10,
    conversions: 1,
    conversionValue: cost * 3,
    currency: 'CZK',
  };
}

function record(
  orderId: string,
  day: string,
  revenue: number,
  email = `${orderId.toLowerCase()}@example.cz`,
) {
  const input: OrderInput = { orderId, orderDate: `${day}T10:00:00+01:00`, revenue, customerEmail: email };
  const parsed = orderInputSchema.parse(input);
  const date = parseOrderDate(parsed.orderDate, 'Europe/Prague', 'iso');
  if (!date.ok) throw new Error(date.code);
  return normaliseOrder({ ...parsed, orderDate: date.instant.toISOString() }, date.instant, date.day);
}

describe.each(testEngines)('ingest on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
    owner = await t.signUp(`ingest-${engine}@example.cz`, 'Ida Příjemová');
  });
  afterAll(() => t.close());

  const scoped = <T>(shopId: string, work: (trx: Transaction<Database>) => Promise<T>) =>
    withScope(t.deps.db, { userId: null, shopId }, work);

  const readSpend = (shopId: string) =>
    scoped(shopId, async (trx) => {
      const result = await sql<{
        day: string;
        campaign: string;
        cost: string;
        source: string;
        ref: string | null;
      }>`
        SELECT day::text AS day, campaign, cost::text AS cost, source, source_ref AS ref
        FROM ad_spend ORDER BY day, campaign`.execute(trx);
      return result.rows.map((row) => [row.day, row.campaign, Number(row.cost), row.source, row.ref]);
    });

  const readOrders = (shopId: string) =>
    scoped(shopId, async (trx) => {
      const result = await sql<{
        order_id: string;
        day: string;
        revenue: string;
        source: string;
        ref: string | null;
      }>`
        SELECT order_id, order_day::text AS day, revenue::text AS revenue, source, source_ref AS ref
        FROM orders ORDER BY order_id`.execute(trx);
      return result.rows.map((row) => [row.order_id, row.day, Number(row.revenue), row.source, row.ref]);
    });

  const queuedJobs = (shopId: string) =>
    scoped(shopId, async (trx) => {
      const result = await sql<{ kind: string }>`
        SELECT kind FROM jobs WHERE shop_id = ${shopId} AND status = 'queued' ORDER BY kind`.execute(trx);
      return result.rows.map((row) => row.kind);
    });

  const createKey = async (shopId: string) => {
    const response = await t.call('POST', `/api/shops/${shopId}/api-keys`, {
      cookie: owner.cookie,
      body: { name: 'Sklad' },
    });
    expect(response.status).toBe(201);
    return (await response.json()) as CreatedApiKey;
  };

  const postJson = async (path: string, key: string, body: unknown) => {
    const response = await t.app.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  };

  it('stores every order and ad-spend row with its source: the API key, the user, the connection', async () => {
    const shopId = await createShop(t, owner, 'Zdroje');
    const { key, apiKey } = await createKey(shopId);
    await postJson('/api/v1/orders', key, {
      orders: [{ orderId: 'API-1', orderDate: '2025-03-02', revenue: 500 }],
    });
    await postJson('/api/v1/ad-spend', key, { rows: [{ date: '2025-03-02', channel: 'sklik', cost: 120 }] });
    const manual = await t.call('POST', `/api/shops/${shopId}/orders`, {
      cookie: owner.cookie,
      body: { orderId: 'RUCNI-1', orderDate: '2025-03-03T10:00:00+01:00', revenue: 800 },
    });
    expect(manual.status, await manual.clone().text()).toBe(201);
    await scoped(shopId, (trx) => writeAdSpend(trx, shopId, connector, [spend('2025-03-04', 'PMax', 300)]));

    expect(await readOrders(shopId)).toEqual([
      ['API-1', '2025-03-02', 500, 'api', apiKey.id],
      ['RUCNI-1', '2025-03-03', 800, 'manual', owner.id],
    ]);
    expect(await readSpend(shopId)).toEqual([
      ['2025-03-02', '', 120, 'api', apiKey.id],
      ['2025-03-04', 'PMax', 300, 'connector', CONNECTION],
    ]);
  });

  it("re-syncs a connector's ad spend of a range: only its own rows are replaced, idempotently", async () => {
    const shopId = await createShop(t, owner, 'Reklamy');
    const { key, apiKey } = await createKey(shopId);
    // Another source's rows inside the range, and the connector's rows inside and outside it.
    await postJson('/api/v1/ad-spend', key, {
      rows: [{ date: '2025-03-11', channel: 'sklik', campaign: 'Z API', cost: 50 }],
    });
    await scoped(shopId, (trx) =>
      writeAdSpend(trx, shopId, { kind: 'connector', connectionId: OTHER_CONNECTION }, [
        spend('2025-03-11', 'Jiné připojení', 70),
      ]),
    );
    await scoped(shopId, (trx) =>
      writeAdSpend(trx, shopId, connector, [
        spend('2025-03-09', 'Před rozsahem', 10),
        spend('2025-03-10', 'Brand', 100),
        spend('2025-03-11', 'Brand', 110),
        spend('2025-03-12', 'Zrušená', 90),
      ]),
    );
    await t.settle();
    announced.length = 0;

    // The provider now reports 10.–12. 3. differently: Brand on the 11th changed, the stopped
    // campaign's day is gone, a new campaign appeared.
    const range = { from: '2025-03-10', to: '2025-03-12' };
    const resync = [
      spend('2025-03-10', 'Brand', 100),
      spend('2025-03-11', 'Brand', 115),
      spend('2025-03-12', 'Nová', 40),
    ];
    const first = await scoped(shopId, (trx) =>
      writeAdSpend(trx, shopId, connector, resync, { replaceRange: range }),
    );
    expect(first).toEqual({ statuses: ['unchanged', 'updated', 'inserted'], deleted: 1 });
    expect(await readSpend(shopId)).toEqual([
      ['2025-03-09', 'Před rozsahem', 10, 'connector', CONNECTION],
      ['2025-03-10', 'Brand', 100, 'connector', CONNECTION],
      ['2025-03-11', 'Brand', 115, 'connector', CONNECTION],
      ['2025-03-11', 'Jiné připojení', 70, 'connector', OTHER_CONNECTION],
      ['2025-03-11', 'Z API', 50, 'api', apiKey.id],
      ['2025-03-12', 'Nová', 40, 'connector', CONNECTION],
    ]);
    // Announced once, with the days that changed; the budgets' check and the marketing statistics
    // were queued in the same transaction, nothing ran inline.
    expect(announced).toEqual([
      { name: 'ad-spend.written', shopId, source: connector, days: ['2025-03-11', '2025-03-12'] },
    ]);
    expect(await queuedJobs(shopId)).toEqual(['budget-alerts', 'marketing-statistics']);
    await t.settle();

    // The same re-sync again changes nothing and announces nothing.
    const stamps = await scoped(shopId, (trx) =>
      trx.selectFrom('ad_spend').select(['campaign', 'updated_at']).orderBy('campaign').execute(),
    );
    const second = await scoped(shopId, (trx) =>
      writeAdSpend(trx, shopId, connector, resync, { replaceRange: range }),
    );
    expect(second).toEqual({ statuses: ['unchanged', 'unchanged', 'unchanged'], deleted: 0 });
    expect(
      await scoped(shopId, (trx) =>
        trx.selectFrom('ad_spend').select(['campaign', 'updated_at']).orderBy('campaign').execute(),
      ),
    ).toEqual(stamps);
    expect(announced).toHaveLength(1);
    expect(await queuedJobs(shopId)).toEqual([]);

    // An empty re-sync of a range removes the connector's rows there, and only those.
    const empty = await scoped(shopId, (trx) =>
      writeAdSpend(trx, shopId, connector, [], { replaceRange: { from: '2025-03-11', to: '2025-03-11' } }),
    );
    expect(empty.deleted).toBe(1);
    expect((await readSpend(shopId)).filter(([day]) => day === '2025-03-11')).toEqual([
      ['2025-03-11', 'Jiné připojení', 70, 'connector', OTHER_CONNECTION],
      ['2025-03-11', 'Z API', 50, 'api', apiKey.id],
    ]);
  });

  it("re-syncs a connector's orders of a range: its missing orders go with their day metrics, others stay", async () => {
    const shopId = await createShop(t, owner, 'E-shop');
    const manual = await t.call('POST', `/api/shops/${shopId}/orders`, {
      cookie: owner.cookie,
      body: { orderId: 'RUCNI', orderDate: '2025-03-11T12:00:00+01:00', revenue: 1000 },
    });
    expect(manual.status).toBe(201);
    await scoped(shopId, (trx) =>
      writeOrders(
        trx,
        shopId,
        connector,
        [
          record('E-1', '2025-03-09', 100),
          record('E-2', '2025-03-10', 200),
          record('E-3', '2025-03-11', 300),
        ],
        { now: NOW },
      ),
    );
    await t.settle();
    announced.length = 0;
    const refreshedBefore = await scoped(shopId, (trx) =>
      trx.selectFrom('analytics_refresh_state').select('refreshed_at').executeTakeFirstOrThrow(),
    );

    // The platform no longer has E-3 (deleted there), changed E-2 and has a new E-4.
    const range = { from: '2025-03-10', to: '2025-03-11' };
    const resync = [record('E-2', '2025-03-10', 250), record('E-4', '2025-03-11', 400)];
    const first = await scoped(shopId, (trx) =>
      writeOrders(trx, shopId, connector, resync, { now: NOW, replaceRange: range }),
    );
    expect(first).toMatchObject({ outcomes: ['updated', 'inserted'], deleted: 1 });
    expect(await readOrders(shopId)).toEqual([
      ['E-1', '2025-03-09', 100, 'connector', CONNECTION],
      ['E-2', '2025-03-10', 250, 'connector', CONNECTION],
      ['E-4', '2025-03-11', 400, 'connector', CONNECTION],
      ['RUCNI', '2025-03-11', 1000, 'manual', owner.id],
    ]);
    expect(announced).toEqual([
      { name: 'orders.written', shopId, source: connector, days: ['2025-03-10', '2025-03-11'] },
    ]);
    // The headline metrics follow at once; the reports' rollups are queued, not refreshed inline.
    const metrics = await scoped(shopId, async (trx) => {
      const result = await sql<{ day: string; orders: number; revenue: string }>`
        SELECT day::text AS day, orders, revenue::text AS revenue FROM daily_shop_metrics ORDER BY day`.execute(
        trx,
      );
      return result.rows.map((row) => [row.day, Number(row.orders), Number(row.revenue)]);
    });
    expect(metrics).toEqual([
      ['2025-03-09', 1, 100],
      ['2025-03-10', 1, 250],
      ['2025-03-11', 2, 1400],
    ]);
    expect(await queuedJobs(shopId)).toEqual(['analytics-rollups']);
    expect(
      await scoped(shopId, (trx) =>
        trx.selectFrom('analytics_refresh_state').select('refreshed_at').executeTakeFirstOrThrow(),
      ),
    ).toEqual(refreshedBefore);
    const customers = await scoped(shopId, (trx) =>
      trx.selectFrom('customers').select('customer_key').orderBy('customer_key').execute(),
    );
    expect(customers.map((c) => c.customer_key)).toEqual([
      'e-1@example.cz',
      'e-2@example.cz',
      'e-4@example.cz',
    ]);
    await t.settle();

    // Idempotent: the same re-sync writes, deletes and announces nothing, and queues no refresh.
    const second = await scoped(shopId, (trx) =>
      writeOrders(trx, shopId, connector, resync, { now: NOW, replaceRange: range }),
    );
    expect(second).toMatchObject({ outcomes: ['unchanged', 'unchanged'], deleted: 0 });
    expect(announced).toHaveLength(1);
    expect(await queuedJobs(shopId)).toEqual([]);
    expect((await readOrders(shopId)).map(([id]) => id)).toEqual(['E-1', 'E-2', 'E-4', 'RUCNI']);
  });

  it('refuses a re-sync by a source other than a connector, and rows outside the range', async () => {
    const shopId = await createShop(t, owner, 'Odmítnutí');
    const range = { from: '2025-03-10', to: '2025-03-11' };
    await expect(
      scoped(shopId, (trx) =>
        writeAdSpend(trx, shopId, { kind: 'demo' }, [spend('2025-03-10', 'A', 1)], { replaceRange: range }),
      ),
    ).rejects.toThrow(/only a connector/);
    await expect(
      scoped(shopId, (trx) =>
        writeAdSpend(trx, shopId, connector, [spend('2025-03-12', 'A', 1)], { replaceRange: range }),
      ),
    ).rejects.toThrow(RangeError);
    await expect(
      scoped(shopId, (trx) =>
        writeOrders(trx, shopId, connector, [record('X', '2025-03-09', 1)], {
          now: NOW,
          replaceRange: range,
        }),
      ),
    ).rejects.toThrow(RangeError);
    expect(await readSpend(shopId)).toEqual([]);
    expect(await readOrders(shopId)).toEqual([]);
  });

  it("queues what follows a write in the writer's transaction: a rolled-back write leaves no job", async () => {
    const shopId = await createShop(t, owner, 'Odvolaný zápis');
    await expect(
      scoped(shopId, async (trx) => {
        await writeAdSpend(trx, shopId, connector, [spend('2025-03-10', 'A', 10)]);
        throw new Error('the writer fails after the write');
      }),
    ).rejects.toThrow(/writer fails/);
    expect(await queuedJobs(shopId)).toEqual([]);
    expect(await readSpend(shopId)).toEqual([]);

    await scoped(shopId, (trx) => writeAdSpend(trx, shopId, connector, [spend('2025-03-10', 'A', 10)]));
    expect(await queuedJobs(shopId)).toEqual(['budget-alerts', 'marketing-statistics']);
  });
});
