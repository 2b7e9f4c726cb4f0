import type { Customer, OrderDetail } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { countRows, createShop, shareShop } from './imports-test-kit.ts';

/** The server's clock in these tests: the customers are entered on 10 June 2024 (Prague). */
const NOW = new Date('2024-06-10T08:00:00Z');

interface ErrorBody {
  error: { code: string; details?: { issues?: { path: string; code: string }[] } };
}

describe.each(testEngines)('customers entered by hand on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let shopId: string;

  const post = (user: TestUser, body: unknown, shop = shopId) =>
    t.call('POST', `/api/shops/${shop}/customers`, { cookie: user.cookie, body });

  const readCustomer = (key: string, shop = shopId) =>
    withScope(t.deps.db, { userId: null, shopId: shop }, (trx) =>
      trx.selectFrom('customers').selectAll().where('customer_key', '=', key).executeTakeFirst(),
    );

  const readDailyMetrics = (shop = shopId) =>
    withScope(t.deps.db, { userId: null, shopId: shop }, (trx) =>
      trx
        .selectFrom('daily_shop_metrics')
        .select([sql<string>`day::text`.as('day'), 'orders', 'new_customers', 'returning_customer_orders'])
        .orderBy('day')
        .execute(),
    );

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
    owner = await t.signUp(`customers-owner-${engine}@example.cz`, 'Majitelka');
    viewer = await t.signUp(`customers-viewer-${engine}@example.cz`, 'Čtenář');
    stranger = await t.signUp(`customers-stranger-${engine}@example.cz`, 'Cizí');
    shopId = await createShop(t, owner, 'Čajovna');
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
  });
  afterAll(() => t.close());

  it('creates a customer with the e-mail keyed as the import keys it, and no orders yet', async () => {
    const response = await post(owner, {
      email: '  Jana.Novakova@Example.CZ ',
      name: ' Jana Nováková ',
      phone: '+420 777 123 456',
      city: 'Brno',
      country: 'CZ',
      zip: '602 00',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const customer = (await response.json()) as Customer;
    expect(customer).toEqual({
      customerKey: 'jana.novakova@example.cz',
      email: 'jana.novakova@example.cz',
      name: 'Jana Nováková',
      phone: '+420 777 123 456',
      city: 'Brno',
      country: 'CZ',
      zip: '602 00',
      totalOrders: 0,
      totalRevenue: 0,
      computedAt: NOW.toISOString(),
    });

    const row = await readCustomer('jana.novakova@example.cz');
    expect(row).toMatchObject({
      shop_id: shopId,
      total_orders: 0,
      is_returning: false,
      tier: 'low',
      churn_risk: 'low',
      zip: '602 00',
    });
    expect(Number(row!.total_revenue)).toBe(0);
    expect(Number(row!.lifetime_value)).toBe(0);
    // A customer without orders changes no daily figure.
    expect(await readDailyMetrics()).toEqual([]);

    const activity = await t.call('GET', '/api/me/activity', { cookie: owner.cookie });
    const entries = ((await activity.json()) as { items: { action: string }[] }).items;
    expect(entries.map((entry) => entry.action)).toContain('customer_created');
  });

  it('stores empty optional fields as missing', async () => {
    const response = await post(owner, { email: 'petr@example.cz', name: '  ', city: '' });
    expect(response.status).toBe(201);
    const customer = (await response.json()) as Customer;
    expect([customer.name, customer.phone, customer.city, customer.country, customer.zip]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('answers 409 for a customer the shop already has, whatever the case and spacing of the e-mail', async () => {
    const again = await post(owner, { email: 'JANA.NOVAKOVA@example.cz ', name: 'Jiná Jana' });
    expect(again.status).toBe(409);
    const body = (await again.json()) as ErrorBody;
    expect(body.error.code).toBe('conflict');
    expect(body.error.details?.issues?.[0]).toMatchObject({ path: 'email', code: 'customer_exists' });
    // The stored customer is untouched.
    expect((await readCustomer('jana.novakova@example.cz'))?.name).toBe('Jana Nováková');
  });

  it('answers 409 for a customer who came with an order', async () => {
    const order = await t.call('POST', `/api/shops/${shopId}/orders`, {
      cookie: owner.cookie,
      body: {
        orderId: 'C-100',
        orderDate: '2024-05-02T10:00',
        customerEmail: 'Eva@Example.cz',
        revenue: 500,
      },
    });
    expect(order.status, await order.clone().text()).toBe(201);
    expect((await post(owner, { email: 'eva@example.cz' })).status).toBe(409);
  });

  it('rejects invalid input with the field named, and stores nothing', async () => {
    const before = await countRows(t, shopId, 'customers');
    const cases: [unknown, string][] = [
      [{}, 'email'],
      [{ email: '' }, 'email'],
      [{ email: 'not-an-address' }, 'email'],
      [{ email: 'a@b' }, 'email'],
      [{ email: 'ok@example.cz', name: 'x'.repeat(201) }, 'name'],
      [{ email: 'ok@example.cz', zip: '1'.repeat(21) }, 'zip'],
      [{ email: 'ok@example.cz', phone: 12345 }, 'phone'],
    ];
    for (const [body, field] of cases) {
      const response = await post(owner, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const error = (await response.json()) as ErrorBody;
      expect(error.error.code).toBe('validation_failed');
      expect(error.error.details?.issues?.map((issue) => issue.path)).toContain(field);
    }
    expect(await countRows(t, shopId, 'customers')).toBe(before);
  });

  it('refuses a shop id in the body (mass assignment) and writes nothing to either shop', async () => {
    const other = await createShop(t, stranger, 'Cizí obchod');
    const smuggled = await post(owner, { email: 'pasazer@example.cz', shopId: other, shop_id: other });
    expect(smuggled.status).toBe(422);
    expect(await countRows(t, other, 'customers')).toBe(0);
    expect(await readCustomer('pasazer@example.cz')).toBeUndefined();
  });

  it('lets a viewer read but not add, and hides the shop from an outsider', async () => {
    expect((await post(viewer, { email: 'viewer-try@example.cz' })).status).toBe(403);
    expect((await post(stranger, { email: 'stranger-try@example.cz' })).status).toBe(404);
    expect(
      (await t.call('POST', `/api/shops/${shopId}/customers`, { body: { email: 'anon@example.cz' } })).status,
    ).toBe(401);
    expect(await readCustomer('viewer-try@example.cz')).toBeUndefined();
    expect(await readCustomer('stranger-try@example.cz')).toBeUndefined();
  });

  it('refuses a request from a foreign origin', async () => {
    const response = await t.call('POST', `/api/shops/${shopId}/customers`, {
      cookie: owner.cookie,
      body: { email: 'csrf@example.cz' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await readCustomer('csrf@example.cz')).toBeUndefined();
  });

  it('turns into an ordinary customer with the first order, counted as new on the order’s day only', async () => {
    const shop = await createShop(t, owner, 'Nový zákazník');
    expect(
      (await post(owner, { email: 'karel@example.cz', name: 'Karel', zip: '110 00' }, shop)).status,
    ).toBe(201);
    const created = await t.call('POST', `/api/shops/${shop}/orders`, {
      cookie: owner.cookie,
      body: {
        orderId: 'K-1',
        orderDate: '2024-05-02T10:00',
        customerEmail: ' KAREL@example.cz',
        customerName: 'Karel Veselý',
        revenue: 1000,
        margin: 250,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const order = (await created.json()) as OrderDetail;
    expect(order.customer).toMatchObject({
      customerKey: 'karel@example.cz',
      totalOrders: 1,
      totalRevenue: 1000,
    });

    const row = await readCustomer('karel@example.cz', shop);
    expect(row).toMatchObject({ total_orders: 1, name: 'Karel Veselý', zip: '110 00', is_returning: false });
    expect(row!.first_order_date.toISOString()).toBe('2024-05-02T08:00:00.000Z');
    // New on the order's day; the day the customer was entered (10 June) got no row at all.
    expect(await readDailyMetrics(shop)).toEqual([
      { day: '2024-05-02', orders: 1, new_customers: 1, returning_customer_orders: 0 },
    ]);

    const second = await t.call('POST', `/api/shops/${shop}/orders`, {
      cookie: owner.cookie,
      body: {
        orderId: 'K-2',
        orderDate: '2024-06-01T09:00',
        customerEmail: 'karel@example.cz',
        revenue: 500,
      },
    });
    expect(second.status).toBe(201);
    expect(await readDailyMetrics(shop)).toEqual([
      { day: '2024-05-02', orders: 1, new_customers: 1, returning_customer_orders: 0 },
      { day: '2024-06-01', orders: 1, new_customers: 0, returning_customer_orders: 1 },
    ]);
    expect(await readCustomer('karel@example.cz', shop)).toMatchObject({
      total_orders: 2,
      is_returning: true,
    });
  });

  it('keeps the contact details entered by hand when the orders carry none', async () => {
    const shop = await createShop(t, owner, 'Kontakty');
    const body = { email: 'eva@example.cz', name: 'Eva Malá', phone: '+420 777 123 456', city: 'Brno' };
    expect((await post(owner, body, shop)).status).toBe(201);
    const created = await t.call('POST', `/api/shops/${shop}/orders`, {
      cookie: owner.cookie,
      body: { orderId: 'E-1', orderDate: '2024-05-02T10:00', customerEmail: 'eva@example.cz', revenue: 300 },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await readCustomer('eva@example.cz', shop)).toMatchObject({
      total_orders: 1,
      name: 'Eva Malá',
      phone: '+420 777 123 456',
      city: 'Brno',
    });
  });

  it('is described in the OpenAPI document with its contract', async () => {
    const response = await t.call('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
    };
    expect(Object.keys(doc.paths['/api/shops/{shopId}/customers']?.post?.responses ?? {}).sort()).toEqual([
      '201',
      '401',
      '403',
      '404',
      '409',
      '422',
    ]);
    expect(doc.components.schemas.CustomerInput?.required).toEqual(['email']);
    expect(Object.keys(doc.components.schemas.Customer?.properties ?? {})).toContain('zip');
    expect(doc.paths['/api/shops/{shopId}/order-facets']?.get).toBeDefined();
  });

  it('keeps the order-day count right when the first order falls on the day the customer was entered', async () => {
    const shop = await createShop(t, owner, 'Stejný den');
    expect((await post(owner, { email: 'dnes@example.cz' }, shop)).status).toBe(201);
    const created = await t.call('POST', `/api/shops/${shop}/orders`, {
      cookie: owner.cookie,
      body: { orderId: 'D-1', orderDate: '2024-06-10T09:30', customerEmail: 'dnes@example.cz', revenue: 300 },
    });
    expect(created.status).toBe(201);
    expect(await readDailyMetrics(shop)).toEqual([
      { day: '2024-06-10', orders: 1, new_customers: 1, returning_customer_orders: 0 },
    ]);
  });
});
