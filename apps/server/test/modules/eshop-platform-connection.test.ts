import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPublicAddress } from '../../src/lib/guarded-fetch/is-public-address.ts';
import { type FakeShopify, startFakeShopify } from '../fakes/shopify/fake-shopify.ts';
import { type FakeShoptet, startFakeShoptet } from '../fakes/shoptet/fake-shoptet.ts';
import { type FakeWooCommerce, startFakeWooCommerce } from '../fakes/woocommerce/fake-woocommerce.ts';
import { readLatestJob, runDyingJob } from '../helpers/run-dying-job.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import {
  hmac,
  readOrders,
  shopifyOrder,
  shoptetOrder,
  shoptetSignature,
  wooOrder,
} from './eshop-platform-test-kit.ts';
import { captureConsole } from './google-products-test-kit.ts';
import { createShop, shareShop } from './imports-test-kit.ts';

interface Overview {
  connection: {
    id: string;
    status: string;
    syncState: string;
    syncError: string | null;
    brokenReason: string | null;
    lastSyncedAt: string | null;
    account: { id: string; name: string } | null;
  } | null;
  platform: string | null;
  shopUrl: string | null;
  ordersSynced: number;
  ordersSkipped: number;
  webhook: {
    url: string;
    secret: string;
    subscribed: number;
    refused: { event: string; reason: string }[];
  } | null;
  lastWebhookAt: string | null;
}

// A full load reads dozens of orders in detail from the fakes: more than the default time on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

describe.each(testEngines)('E-shop platforms on %s', (engine) => {
  let shoptet: FakeShoptet;
  let shopify: FakeShopify;
  let woo: FakeWooCommerce;
  let t: TestApp;
  let owner: TestUser;
  let shopId: string;
  const waits: number[] = [];
  /** Everything the app printed and answered, for the secrets check at the end. */
  const captured: string[] = [];
  let restoreConsole: () => void;

  const call = async (method: string, path: string, body?: unknown, user: TestUser | null = owner) => {
    const response = await t.call(method, path, { cookie: user?.cookie, body });
    captured.push(await response.clone().text());
    return response;
  };
  const overview = async (id = shopId) => {
    const response = await call('GET', `/api/shops/${id}/eshop-platform`);
    expect(response.status).toBe(200);
    return (await response.json()) as Overview;
  };
  const connect = async (body: unknown, id = shopId) => call('POST', `/api/shops/${id}/eshop-platform`, body);
  const webhook = (path: string, body: string, headers: Record<string, string>) =>
    t.app.request(path, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    });

  beforeAll(async () => {
    restoreConsole = captureConsole(captured);
    shoptet = await startFakeShoptet();
    shopify = await startFakeShopify();
    woo = await startFakeWooCommerce();
    t = await createTestApp(engine, {
      eshop: { shoptetApiUrl: shoptet.origin },
      sleep: async (ms) => {
        waits.push(ms);
      },
      // The strict outbound rule, plus the fake shops' address for these tests.
      outboundPolicy: { isAddressAllowed: (address) => address === '127.0.0.1' || isPublicAddress(address) },
    });
    owner = await t.signUp(`eshop-${engine}@example.cz`, 'Majitelka E-shopu');
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await Promise.all([shoptet.close(), shopify.close(), woo.close()]);
    restoreConsole();
  });
  beforeEach(async () => {
    shopId = await createShop(t, owner, `Eshop ${Math.random().toString(36).slice(2, 8)}`);
    waits.length = 0;
    Object.assign(shoptet.scenario, {
      orders: [],
      expired: false,
      noOrdersAccess: false,
      rateLimit: 0,
      webhooks: [],
      signatureKey: null,
    });
    Object.assign(shopify.scenario, {
      orders: [],
      noOrdersScope: false,
      noInventoryScope: false,
      throttle: 0,
      tooManyRequests: 0,
      bulkPolls: 1,
      webhooks: [],
    });
    Object.assign(woo.scenario, {
      orders: [],
      noReadAccess: false,
      rateLimit: 0,
      readOnlyKey: false,
      webhooks: [],
    });
    shoptet.requests.length = 0;
    shopify.requests.length = 0;
    woo.requests.length = 0;
  });

  it('Shoptet: a wrong token is refused and nothing is saved; the right one loads every order page by page, malformed ones skipped and reported', async () => {
    const refused = await connect({ platform: 'shoptet', apiToken: 'spatny-token-123' });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'eshop_credentials_invalid',
    );
    expect((await overview()).connection).toBeNull();

    const codes = Array.from({ length: 52 }, (_, index) => `2026${String(index + 1).padStart(6, '0')}`);
    shoptet.scenario.orders = [
      ...codes.map((code) => shoptetOrder(code, '2026-11-02T10:20:00+0100')),
      shoptetOrder('2026999998', '2026-11-02T11:00:00+0100', { status: { id: -4, name: 'Stornována' } }),
      shoptetOrder('2026999999', '2026-11-02T11:30:00+0100', {
        price: { withVat: null, withoutVat: '0', currencyCode: 'CZK' },
      }),
    ];
    const connected = await connect({ platform: 'shoptet', apiToken: shoptet.scenario.token });
    expect(connected.status, await connected.clone().text()).toBe(200);
    const first = (await connected.json()) as Overview;
    expect(first.platform).toBe('shoptet');
    expect(first.webhook?.url).toBe(`http://localhost:3999/api/webhooks/shoptet/${first.connection!.id}`);
    expect(first.webhook?.secret.length).toBeGreaterThanOrEqual(24);

    await t.settle();
    const after = await overview();
    expect(after.connection).toMatchObject({ syncState: 'completed', status: 'connected' });
    expect(after.ordersSynced).toBe(53);
    expect(after.ordersSkipped).toBe(1);
    // The checks' calls (the wrong token's and the right one's), then the full load's two pages
    // of 50 without a change time, each order read in detail.
    const lists = shoptet.requests.filter((request) => request.url.pathname === '/api/orders');
    expect(lists.slice(0, 2).map((request) => request.url.searchParams.get('itemsPerPage'))).toEqual([
      '1',
      '1',
    ]);
    const pages = lists.slice(2);
    expect(new Set(pages.map((request) => request.url.searchParams.get('page')))).toEqual(
      new Set(['1', '2']),
    );
    expect(pages.every((request) => request.url.searchParams.get('itemsPerPage') === '50')).toBe(true);
    expect(pages.every((request) => !request.url.searchParams.has('changeTimeFrom'))).toBe(true);

    const orders = await readOrders(t, shopId);
    expect(orders).toHaveLength(53);
    const order = orders.find((row) => row.order_id === codes[0])!;
    expect(order).toMatchObject({ revenue: 1329, currency: 'CZK', is_cancelled: false, source: 'connector' });
    expect(order.source_ref).toBe(first.connection!.id);
    expect(order.customer_email).toBe(`zakaznik-${codes[0]}@example.cz`);
    // The customer is keyed as every other source keys them (the e-mail, lower-cased).
    expect(order.customer_key).toBe(`zakaznik-${codes[0]}@example.cz`);
    // The purchase price gives the coffee's real margin; the mill has none: its margin is the flagged estimate.
    expect(order.items).toEqual([
      expect.objectContaining({
        product_code: 'KAVA-1',
        quantity: 2,
        unit_price: 399,
        margin: 259.5,
        margin_estimated: false,
      }),
      expect.objectContaining({ product_code: 'MLYNEK', quantity: 1, margin: 135.6, margin_estimated: true }),
    ]);
    expect(order.margin_estimated).toBe(true);
    expect(orders.find((row) => row.order_id === '2026999998')).toMatchObject({
      is_cancelled: true,
      status: 'Stornována',
    });
    expect(orders.find((row) => row.order_id === '2026999999')).toBeUndefined();
    expect(captured.some((line) => line.includes('[eshop-sync]') && line.includes('2026999999'))).toBe(true);
  });

  it('Shoptet: the next sync asks only for what changed since the last one and updates the order in place', async () => {
    shoptet.scenario.orders = [
      shoptetOrder('2026000100', '2026-11-02T10:20:00+0100'),
      shoptetOrder('2026000101', '2026-11-02T10:20:00+0100'),
    ];
    const connected = (await (
      await connect({ platform: 'shoptet', apiToken: shoptet.scenario.token })
    ).json()) as Overview;
    await t.settle();
    expect((await readOrders(t, shopId)).map((order) => order.revenue)).toEqual([1329, 1329]);

    shoptet.scenario.orders[1] = shoptetOrder('2026000101', new Date().toISOString(), {
      price: { withVat: '999.00', withoutVat: '825.62', currencyCode: 'CZK' },
      status: { id: -4, name: 'Stornována' },
    });
    shoptet.requests.length = 0;
    const sync = await call('POST', `/api/shops/${shopId}/connections/${connected.connection!.id}/sync`);
    expect(sync.status).toBe(202);
    await t.settle();
    const list = shoptet.requests.find((request) => request.url.pathname === '/api/orders')!;
    expect(list.url.searchParams.get('changeTimeFrom')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(
      shoptet.requests.filter((request) => request.url.pathname.startsWith('/api/orders/')),
    ).toHaveLength(1);
    const orders = await readOrders(t, shopId);
    expect(orders).toHaveLength(2);
    expect(orders[1]).toMatchObject({ order_id: '2026000101', revenue: 999, is_cancelled: true });
  });

  it('an order entered through the API and the same order synced from the platform are one order', async () => {
    const created = await call('POST', `/api/shops/${shopId}/orders`, {
      orderId: '2026000200',
      orderDate: '2026-11-02T10:15:00+01:00',
      customerEmail: 'zakaznik-2026000200@example.cz',
      revenue: 1000,
      items: [{ productName: 'Káva', unitPrice: 1000 }],
    });
    expect(created.status, await created.clone().text()).toBe(201);
    shoptet.scenario.orders = [shoptetOrder('2026000200', '2026-11-02T10:20:00+0100')];
    await connect({ platform: 'shoptet', apiToken: shoptet.scenario.token });
    await t.settle();
    const orders = await readOrders(t, shopId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ order_id: '2026000200', revenue: 1329, source: 'connector' });
  });

  it('Shoptet webhooks: a signed one queues the order, a replay changes nothing, a wrong signature is 401, an unknown connection 404', async () => {
    const connected = (await (
      await connect({ platform: 'shoptet', apiToken: shoptet.scenario.token })
    ).json()) as Overview;
    await t.settle();
    const { url, secret } = connected.webhook!;
    const path = new URL(url).pathname;
    shoptet.scenario.orders = [shoptetOrder('2026000300', new Date().toISOString())];
    const body = JSON.stringify({
      eshopId: 222651,
      event: 'order:create',
      eventCreated: '2026-11-27T10:00:00+0100',
      eventInstance: '2026000300',
    });

    // Shoptet signs with HMAC-SHA1: a SHA-256 signature under the right key is not it.
    expect(
      (await webhook(path, body, { 'shoptet-webhook-signature': hmac(secret, body, 'hex') })).status,
    ).toBe(401);
    const wrong = await webhook(path, body, {
      'shoptet-webhook-signature': shoptetSignature('jiny-klic-0123456789', body),
    });
    expect(wrong.status).toBe(401);
    const missing = await webhook(path, body, {});
    expect(missing.status).toBe(401);

    const good = await webhook(path, body, { 'shoptet-webhook-signature': shoptetSignature(secret, body) });
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ queued: true });
    await t.settle();
    expect((await readOrders(t, shopId)).map((order) => order.order_id)).toEqual(['2026000300']);

    shoptet.requests.length = 0;
    const replay = await webhook(path, body, { 'shoptet-webhook-signature': shoptetSignature(secret, body) });
    expect(await replay.json()).toEqual({ queued: false });
    await t.settle();
    expect(shoptet.requests).toHaveLength(0);
    expect((await overview()).lastWebhookAt).not.toBeNull();

    const signed = { 'shoptet-webhook-signature': shoptetSignature(secret, body) };
    expect(
      (await webhook('/api/webhooks/shoptet/7a1f9a64-1111-4a4a-9a9a-123456789abc', body, signed)).status,
    ).toBe(404);
    expect((await webhook(path.replace('/shoptet/', '/shopify/'), body, signed)).status).toBe(404);
    expect((await webhook('/api/webhooks/shoptet/neni-uuid', body, signed)).status).toBe(404);
    // The refusal is logged without the body.
    expect(
      captured.some((line) => line.includes('signature refused') && !line.includes('eventInstance')),
    ).toBe(true);
    expect(captured.some((line) => line.includes('[eshop-webhook]') && line.includes('2026000300'))).toBe(
      false,
    );

    // Disconnected: its webhooks find nothing.
    expect(
      (await call('DELETE', `/api/shops/${shopId}/connections/${connected.connection!.id}`)).status,
    ).toBe(204);
    expect((await webhook(path, body, signed)).status).toBe(404);
  });

  it('Shoptet: an expired token breaks the connection with what to do; missing rights are refused on connect', async () => {
    shoptet.scenario.noOrdersAccess = true;
    const denied = await connect({ platform: 'shoptet', apiToken: shoptet.scenario.token });
    expect(denied.status).toBe(422);
    expect(((await denied.json()) as { error: { code: string } }).error.code).toBe('eshop_permission_denied');

    shoptet.scenario.noOrdersAccess = false;
    const connected = (await (
      await connect({ platform: 'shoptet', apiToken: shoptet.scenario.token })
    ).json()) as Overview;
    shoptet.scenario.expired = true;
    await t.settle();
    const after = await overview();
    expect(after.connection).toMatchObject({ status: 'broken', syncState: 'error' });
    expect(after.connection!.brokenReason).toContain('Propojte e-shop znovu');
    // Connecting again with a working token is the way out; Shoptet gives a fresh signature key,
    // and the webhooks at the same address are kept, not registered twice.
    shoptet.scenario.expired = false;
    const again = (await (
      await connect({ platform: 'shoptet', apiToken: shoptet.scenario.token })
    ).json()) as Overview;
    expect(again.connection).toMatchObject({ status: 'connected' });
    expect(again.webhook!.url).toBe(connected.webhook!.url);
    expect(again.webhook!.secret).toBe(shoptet.scenario.signatureKey);
    expect(shoptet.scenario.webhooks).toHaveLength(2);
  });

  it('Shopify: the first load is a bulk operation, throttling and 429 are waited out, unit costs give the margin; then pages of changes; webhooks signed with HMAC', async () => {
    shopify.scenario.orders = [
      shopifyOrder(5001, '#1001', '2026-11-03T10:00:00Z'),
      shopifyOrder(5002, '#1002', '2026-11-03T11:00:00Z', {
        cancelledAt: '2026-11-03T12:00:00Z',
        displayFinancialStatus: 'REFUNDED',
      }),
      shopifyOrder(5003, '#1003', '2026-11-03T12:00:00Z', {
        lineItems: [
          {
            sku: 'X',
            name: 'Bez ceny',
            quantity: 1,
            originalUnitPriceSet: { shopMoney: { amount: '-5' } },
            variant: null,
          },
        ],
      }),
    ];
    shopify.scenario.throttle = 1;
    shopify.scenario.tooManyRequests = 1;
    const connected = await connect({
      platform: 'shopify',
      shopDomain: shopify.origin,
      accessToken: shopify.scenario.token,
    });
    expect(connected.status, await connected.clone().text()).toBe(200);
    const first = (await connected.json()) as Overview;
    expect(first.connection!.account?.name).toBe('Kávovar na Shopify');
    expect(waits).toEqual([2000, 1000]);

    await t.settle();
    const bodies = shopify.requests.map((request) => request.body);
    expect(bodies.some((body) => body.includes('bulkOperationRunQuery'))).toBe(true);
    expect(shopify.requests.some((request) => request.url.pathname.startsWith('/bulk/'))).toBe(true);
    const after = await overview();
    expect(after).toMatchObject({ ordersSynced: 2, ordersSkipped: 1 });
    const orders = await readOrders(t, shopId);
    expect(orders.map((order) => order.order_id)).toEqual(['#1001', '#1002']);
    expect(orders[0]).toMatchObject({
      revenue: 1000,
      margin: 640,
      margin_estimated: false,
      is_cancelled: false,
    });
    expect(orders[1]).toMatchObject({ is_cancelled: true });

    // The next sync pages through orders updated since: 51 changed, two pages.
    shopify.scenario.orders = Array.from({ length: 51 }, (_, index) =>
      shopifyOrder(6000 + index, `#${2000 + index}`, new Date(Date.now() + index * 1000).toISOString()),
    );
    shopify.requests.length = 0;
    await call('POST', `/api/shops/${shopId}/connections/${first.connection!.id}/sync`);
    await t.settle();
    const pages = shopify.requests.filter((request) => request.body.includes('query Orders'));
    expect(pages).toHaveLength(2);
    expect(JSON.parse(pages[0]!.body).variables.query).toMatch(/^updated_at:>'/);
    expect(await readOrders(t, shopId)).toHaveLength(53);

    // A webhook of an order: signed with base64 HMAC, fetched by id; the same delivery id again changes nothing.
    shopify.scenario.orders.push(shopifyOrder(7001, '#3001', new Date().toISOString()));
    const body = JSON.stringify({
      id: 7001,
      admin_graphql_api_id: 'gid://shopify/Order/7001',
      name: '#3001',
    });
    const path = new URL(first.webhook!.url).pathname;
    const headers = {
      'x-shopify-topic': 'orders/create',
      'x-shopify-webhook-id': 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043',
      'x-shopify-hmac-sha256': hmac(first.webhook!.secret, body, 'base64'),
    };
    expect(await (await webhook(path, body, headers)).json()).toEqual({ queued: true });
    expect(await (await webhook(path, body, headers)).json()).toEqual({ queued: false });
    expect(
      (await webhook(path, body, { ...headers, 'x-shopify-hmac-sha256': hmac('cizi', body, 'base64') }))
        .status,
    ).toBe(401);
    await t.settle();
    expect((await readOrders(t, shopId)).some((order) => order.order_id === '#3001')).toBe(true);
  });

  it('Shopify: a token without read_orders is refused, and so is an unknown one', async () => {
    shopify.scenario.noOrdersScope = true;
    const denied = await connect({
      platform: 'shopify',
      shopDomain: shopify.origin,
      accessToken: shopify.scenario.token,
    });
    expect(denied.status).toBe(422);
    expect(((await denied.json()) as { error: { code: string } }).error.code).toBe('eshop_permission_denied');
    shopify.scenario.noOrdersScope = false;
    const unknown = await connect({
      platform: 'shopify',
      shopDomain: shopify.origin,
      accessToken: 'shpat_neplatny',
    });
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe(
      'eshop_credentials_invalid',
    );
    // Without read_inventory the orders still arrive, their margins the flagged estimate.
    shopify.scenario.noInventoryScope = true;
    shopify.scenario.orders = [shopifyOrder(5101, '#1101', '2026-11-03T10:00:00Z')];
    const connected = await connect({
      platform: 'shopify',
      shopDomain: shopify.origin,
      accessToken: shopify.scenario.token,
    });
    expect(connected.status).toBe(200);
    await t.settle();
    expect(await readOrders(t, shopId)).toEqual([
      expect.objectContaining({ order_id: '#1101', margin: 300, margin_estimated: true }),
    ]);
    // Throttled past every try: the sync fails for now and is retried later, the connection stays.
    shopify.scenario.throttle = 10;
    const id = ((await connected.json()) as Overview).connection!.id;
    await call('POST', `/api/shops/${shopId}/connections/${id}/sync`);
    await t.settle();
    const after = await overview();
    expect(after.connection).toMatchObject({ status: 'connected', syncState: 'error' });
    expect(after.connection!.syncError).toContain('příliš mnoho požadavků');
  });

  it('WooCommerce: pages by X-WP-TotalPages, waits out a 429, reads costs from line meta and refunds as cancelled; webhooks signed', async () => {
    woo.scenario.orders = [
      ...Array.from({ length: 51 }, (_, index) =>
        wooOrder(100 + index, `2026-11-04T09:${String(index % 60).padStart(2, '0')}:00`),
      ),
      wooOrder(900, '2026-11-05T10:00:00', { status: 'refunded' }),
    ];
    woo.scenario.rateLimit = 1;
    const storeUrl = `${woo.origin}/`;
    const connected = await connect({
      platform: 'woocommerce',
      storeUrl,
      consumerKey: woo.scenario.consumerKey,
      consumerSecret: woo.scenario.consumerSecret,
    });
    expect(connected.status, await connected.clone().text()).toBe(200);
    const first = (await connected.json()) as Overview;
    expect(first.shopUrl).toBe(woo.origin);
    expect(waits).toEqual([3000]);
    await t.settle();
    // The check's call (refused once with 429, then answered), then two pages of 50.
    const lists = woo.requests.filter((request) => request.url.pathname === '/wp-json/wc/v3/orders');
    expect(lists.slice(0, 2).map((request) => request.url.searchParams.get('page'))).toEqual([null, null]);
    expect(new Set(lists.slice(2).map((request) => request.url.searchParams.get('page')))).toEqual(
      new Set(['1', '2']),
    );
    const orders = await readOrders(t, shopId);
    expect(orders).toHaveLength(52);
    const order = orders.find((row) => row.order_id === '100')!;
    expect(order).toMatchObject({ revenue: 605, margin: 200, margin_estimated: false });
    expect(order.items[0]).toMatchObject({ product_code: 'CAJ', quantity: 5, unit_price: 121, margin: 200 });
    expect(orders.find((row) => row.order_id === '900')).toMatchObject({
      is_cancelled: true,
      status: 'refunded',
    });

    const body = JSON.stringify({ id: 900, status: 'refunded' });
    const path = new URL(first.webhook!.url).pathname;
    const headers = {
      'x-wc-webhook-topic': 'order.updated',
      'x-wc-webhook-delivery-id': '42',
      'x-wc-webhook-signature': hmac(first.webhook!.secret, body, 'base64'),
    };
    expect(await (await webhook(path, body, headers)).json()).toEqual({ queued: true });
    expect(await (await webhook(path, body, headers)).json()).toEqual({ queued: false });
    expect((await webhook(path, body, { ...headers, 'x-wc-webhook-signature': 'AAAA' })).status).toBe(401);
    // Saving a webhook in WooCommerce sends a ping that names no order.
    const ping = 'webhook_id=15';
    expect(
      await (
        await webhook(path, ping, { 'x-wc-webhook-signature': hmac(first.webhook!.secret, ping, 'base64') })
      ).json(),
    ).toEqual({ queued: false });
  });

  it('WooCommerce: an empty shop syncs to nothing; a read-less key and a loopback address are refused', async () => {
    woo.scenario.noReadAccess = true;
    const keys = { consumerKey: woo.scenario.consumerKey, consumerSecret: woo.scenario.consumerSecret };
    const denied = await connect({ platform: 'woocommerce', storeUrl: woo.origin, ...keys });
    expect(((await denied.json()) as { error: { code: string } }).error.code).toBe('eshop_permission_denied');
    woo.scenario.noReadAccess = false;

    const policy = t.deps.outboundPolicy;
    t.deps.outboundPolicy = undefined;
    try {
      const blocked = await connect({ platform: 'woocommerce', storeUrl: woo.origin, ...keys });
      expect(blocked.status).toBe(422);
      expect(((await blocked.json()) as { error: { code: string } }).error.code).toBe('address_blocked');
    } finally {
      t.deps.outboundPolicy = policy;
    }

    expect((await connect({ platform: 'woocommerce', storeUrl: woo.origin, ...keys })).status).toBe(200);
    await t.settle();
    expect(await overview()).toMatchObject({
      ordersSynced: 0,
      ordersSkipped: 0,
      connection: { syncState: 'completed' },
    });
  });

  it("WooCommerce: the shop's name is called at the address its lookup vetted, once per call; a name that rebinds to loopback is refused and reaches nothing", async () => {
    // The shop stands on 127.0.0.2, which this test's rule lets through in place of a public
    // address. 127.0.0.1 on the same port (the other fake shop) is what a rebinding name points
    // to next; the rule refuses it, as the strict one refuses every loopback address.
    const port = Number(new URL(woo.origin).port);
    const shop = await startFakeWooCommerce(
      { orders: [wooOrder(300, '2026-11-04T09:00:00'), wooOrder(301, '2026-11-04T09:05:00')] },
      { host: '127.0.0.2', port },
    );
    const keys = { consumerKey: shop.scenario.consumerKey, consumerSecret: shop.scenario.consumerSecret };
    // The name cannot resolve through the system (.test is reserved): a request that reaches
    // the shop was connected to the address this resolver answered.
    const name = `woo-shop.ziskomer.test:${port}`;
    const lookups: string[] = [];
    let answers: string[] = [];
    // Changed in place: the job runner holds a copy of the deps, with the same policy object.
    const policy = t.deps.outboundPolicy!;
    const saved = { ...policy };
    Object.assign(policy, {
      isAddressAllowed: (address: string) => address === '127.0.0.2' || isPublicAddress(address),
      lookup: async (host: string) => {
        lookups.push(host);
        const address = answers.length > 1 ? answers.shift()! : answers[0]!;
        return [{ address, family: 4 as const }];
      },
    });
    try {
      answers = ['127.0.0.2'];
      const connected = await connect({ platform: 'woocommerce', storeUrl: `http://${name}`, ...keys });
      expect(connected.status, await connected.clone().text()).toBe(200);
      const { connection } = (await connected.json()) as Overview;
      await t.settle();
      const synced = await overview();
      expect(synced, synced.connection?.syncError ?? '').toMatchObject({
        ordersSynced: 2,
        connection: { syncState: 'completed' },
      });
      expect(shop.requests.length).toBeGreaterThanOrEqual(2);
      expect(shop.requests.every((request) => request.headers.host === name)).toBe(true);
      // One lookup when the address is saved, then exactly one per call: none left to rebind.
      expect(lookups).toHaveLength(1 + shop.requests.length);
      expect(woo.requests).toHaveLength(0);

      // A rebinding name: the save-time check gets the shop's address, the call's own lookup
      // gets loopback and is refused before anything is sent.
      const otherShop = await createShop(t, owner, `Eshop ${Math.random().toString(36).slice(2, 8)}`);
      answers = ['127.0.0.2', '127.0.0.1'];
      const before = shop.requests.length;
      const refused = await connect(
        { platform: 'woocommerce', storeUrl: `http://${name}`, ...keys },
        otherShop,
      );
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'address_blocked',
        message: expect.stringContaining('vnitřní nebo vyhrazené sítě'),
      });
      expect((await overview(otherShop)).connection).toBeNull();

      // The connected shop's name now answers loopback: its sync stops with what to check.
      answers = ['127.0.0.1'];
      const sync = await call('POST', `/api/shops/${shopId}/connections/${connection!.id}/sync`);
      expect(sync.status).toBe(202);
      await t.settle();
      const after = await overview();
      expect(after.connection).toMatchObject({ syncState: 'error' });
      expect(after.connection!.syncError).toContain('z bezpečnostních důvodů');
      expect(after.connection!.syncError).toContain('address_blocked');
      expect(shop.requests.length).toBe(before);
      expect(woo.requests).toHaveLength(0);
    } finally {
      delete policy.lookup;
      Object.assign(policy, saved);
      await shop.close();
    }
  });

  it('a sync killed part way is taken over after its lease and ends with the same orders; so is a killed order fetch', async () => {
    const LEASE_MS = 600;
    const takeOver = async () => {
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 300));
      await t.settle();
    };
    const summary = async (id: string) =>
      (await readOrders(t, id)).map(({ order_id, revenue, margin, margin_estimated, items }) => ({
        order_id,
        revenue,
        margin,
        margin_estimated,
        items: items.length,
      }));
    shoptet.scenario.orders = Array.from({ length: 52 }, (_, index) =>
      shoptetOrder(`2027${String(index + 1).padStart(6, '0')}`, '2026-11-02T10:20:00+0100'),
    );
    const twin = shopId;
    await connect({ platform: 'shoptet', apiToken: shoptet.scenario.token }, twin);
    const clean = await runDyingJob(t, 'eshop-platform-sync', 0, LEASE_MS);
    expect(await summary(twin)).toHaveLength(52);

    const crashed = await createShop(t, owner, `Eshop spadlý ${engine}`);
    await connect({ platform: 'shoptet', apiToken: shoptet.scenario.token }, crashed);
    const dying = await runDyingJob(t, 'eshop-platform-sync', Math.floor(clean.statements * 0.7), LEASE_MS);
    expect(dying.died).toBe(true);
    expect(await readLatestJob(t, crashed, 'eshop-platform-sync')).toEqual({
      status: 'running',
      attempts: 1,
    });
    await takeOver();
    expect(await readLatestJob(t, crashed, 'eshop-platform-sync')).toEqual({ status: 'done', attempts: 2 });
    expect(await summary(crashed)).toEqual(await summary(twin));
    expect((await overview(crashed)).connection).toMatchObject({ syncState: 'completed' });

    // A webhook's order fetch dies in its write and is taken over.
    const details = (await overview(crashed)).webhook!;
    shoptet.scenario.orders.push(shoptetOrder('2027999001', new Date().toISOString()));
    const body = JSON.stringify({
      eshopId: 1,
      event: 'order:update',
      eventCreated: '2026-11-27T11:00:00+0100',
      eventInstance: '2027999001',
    });
    const sent = await webhook(new URL(details.url).pathname, body, {
      'shoptet-webhook-signature': shoptetSignature(details.secret, body),
    });
    expect(await sent.json()).toEqual({ queued: true });
    const fetchDied = await runDyingJob(t, 'eshop-platform-order', 8, LEASE_MS);
    expect(fetchDied.died).toBe(true);
    await takeOver();
    expect(await readLatestJob(t, crashed, 'eshop-platform-order')).toEqual({ status: 'done', attempts: 2 });
    expect((await summary(crashed)).some((order) => order.order_id === '2027999001')).toBe(true);
  }, 120_000);

  it('Shoptet: connecting registers order:create and order:update with a fresh signature key; disconnecting removes them', async () => {
    shoptet.scenario.rateLimit = 1;
    const connected = (await (
      await connect({ platform: 'shoptet', apiToken: shoptet.scenario.token })
    ).json()) as Overview;
    // The 429 was waited out as Retry-After asked.
    expect(waits).toEqual([1000]);
    const url = connected.webhook!.url;
    expect(url).toBe(`${t.deps.config.appUrl}/api/webhooks/shoptet/${connected.connection!.id}`);
    expect(connected.webhook).toMatchObject({ subscribed: 2, refused: [] });
    expect(shoptet.scenario.webhooks.map(({ event, url: at }) => ({ event, url: at }))).toEqual([
      { event: 'order:create', url },
      { event: 'order:update', url },
    ]);
    // The key deliveries are signed with is Shoptet's, stored sealed, never the app's own.
    expect(connected.webhook!.secret).toBe(shoptet.scenario.signatureKey);
    const stored = await withScope(t.deps.db, { userId: null, shopId }, (db) =>
      db
        .selectFrom('connections')
        .select('credentials_sealed')
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow(),
    );
    expect(stored.credentials_sealed).not.toContain(shoptet.scenario.signatureKey!);
    await t.settle();

    // A delivery signed by Shoptet's key is taken.
    shoptet.scenario.orders = [shoptetOrder('2026000400', new Date().toISOString())];
    const body = JSON.stringify({
      eshopId: 222651,
      event: 'order:update',
      eventCreated: '2026-11-27T11:00:00+0100',
      eventInstance: '2026000400',
    });
    const delivered = await webhook(new URL(url).pathname, body, {
      'shoptet-webhook-signature': shoptetSignature(shoptet.scenario.signatureKey!, body),
    });
    expect(await delivered.json()).toEqual({ queued: true });

    // Disconnected: a job removes both at Shoptet; a removal repeated after a crash finds them gone (404) and ends.
    expect(
      (await call('DELETE', `/api/shops/${shopId}/connections/${connected.connection!.id}`)).status,
    ).toBe(204);
    const ids = shoptet.scenario.webhooks.map((hook) => hook.id);
    await t.settle();
    expect(shoptet.scenario.webhooks).toEqual([]);
    const deletes = shoptet.requests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.url.pathname)).toEqual(ids.map((id) => `/api/webhooks/${id}`));
    expect(await readLatestJob(t, shopId, 'eshop-platform-webhooks-removal')).toMatchObject({
      status: 'done',
    });
  });

  it('Shoptet: an event another integration holds is left to it and shown; a refused removal ends the job', async () => {
    shoptet.scenario.webhooks = [{ id: 900, event: 'order:create', url: 'https://jiny-doplnek.cz/hook' }];
    const connected = (await (
      await connect({ platform: 'shoptet', apiToken: shoptet.scenario.token })
    ).json()) as Overview;
    expect(connected.connection).toMatchObject({ status: 'connected' });
    expect(connected.webhook!.subscribed).toBe(1);
    expect(connected.webhook!.refused).toEqual([
      {
        event: 'order:create',
        reason: 'Webhook already exists for this event (https://jiny-doplnek.cz/hook)',
      },
    ]);
    expect(shoptet.scenario.webhooks.map((hook) => [hook.event, hook.url])).toEqual([
      ['order:create', 'https://jiny-doplnek.cz/hook'],
      ['order:update', connected.webhook!.url],
    ]);
    // Shoptet answers 422 when the event was taken between our look and our registration.
    shoptet.scenario.webhooks.push({ id: 901, event: 'order:update', url: 'https://jiny-doplnek.cz/hook2' });
    shoptet.scenario.webhooks.splice(1, 1);
    const raced = (await (
      await connect({ platform: 'shoptet', apiToken: shoptet.scenario.token })
    ).json()) as Overview;
    expect(raced.webhook!.subscribed).toBe(0);
    expect(raced.webhook!.refused.map((item) => item.event)).toEqual(['order:create', 'order:update']);
    await t.settle();

    // The token is revoked before the removal runs: Shoptet answers 401, the job ends for good, the
    // connection is gone all the same and the other integration's webhooks stay.
    shoptet.scenario.webhooks.push({ id: 902, event: 'order:paid', url: raced.webhook!.url });
    await withScope(t.deps.db, { userId: null, shopId }, (db) =>
      db
        .updateTable('connections')
        .set({ settings: sql`jsonb_set(settings, '{eshopWebhooks,ids}', '["902"]'::jsonb)` })
        .where('shop_id', '=', shopId)
        .execute(),
    );
    shoptet.scenario.expired = true;
    expect((await call('DELETE', `/api/shops/${shopId}/connections/${raced.connection!.id}`)).status).toBe(
      204,
    );
    await t.settle();
    expect(await readLatestJob(t, shopId, 'eshop-platform-webhooks-removal')).toMatchObject({
      status: 'failed',
    });
    expect((await overview()).connection).toBeNull();
    expect(shoptet.scenario.webhooks.map((hook) => hook.id)).toEqual([900, 901, 902]);
  });

  it('WooCommerce and Shopify: webhooks are created with our secret and removed on disconnect; a read-only key leaves them to set up by hand', async () => {
    const keys = { consumerKey: woo.scenario.consumerKey, consumerSecret: woo.scenario.consumerSecret };
    woo.scenario.readOnlyKey = true;
    const readOnly = (await (
      await connect({ platform: 'woocommerce', storeUrl: woo.origin, ...keys })
    ).json()) as Overview;
    expect(readOnly.connection).toMatchObject({ status: 'connected' });
    expect(readOnly.webhook).toMatchObject({
      subscribed: 0,
      refused: [
        { event: 'order.created', reason: 'woocommerce_rest_cannot_create' },
        { event: 'order.updated', reason: 'woocommerce_rest_cannot_create' },
      ],
    });
    woo.scenario.readOnlyKey = false;
    const wooConnected = (await (
      await connect({ platform: 'woocommerce', storeUrl: woo.origin, ...keys })
    ).json()) as Overview;
    expect(wooConnected.webhook).toMatchObject({ subscribed: 2, refused: [] });
    expect(
      woo.scenario.webhooks.map(({ topic, delivery_url, secret, status }) => ({
        topic,
        delivery_url,
        secret,
        status,
      })),
    ).toEqual(
      ['order.created', 'order.updated'].map((topic) => ({
        topic,
        delivery_url: wooConnected.webhook!.url,
        secret: wooConnected.webhook!.secret,
        status: 'active',
      })),
    );
    // Connecting again replaces ours instead of adding a second pair (each order would come twice).
    await connect({ platform: 'woocommerce', storeUrl: woo.origin, ...keys });
    expect(woo.scenario.webhooks).toHaveLength(2);
    await t.settle();

    // Switching the shop to Shopify removes the WooCommerce webhooks; without the app's API secret
    // key nothing is subscribed (Shopify would sign with a key the app cannot check).
    const withoutKey = (await (
      await connect({ platform: 'shopify', shopDomain: shopify.origin, accessToken: shopify.scenario.token })
    ).json()) as Overview;
    expect(withoutKey.webhook).toMatchObject({
      subscribed: 0,
      refused: [{ event: '*', reason: 'api_secret_missing' }],
    });
    expect(shopify.scenario.webhooks).toEqual([]);
    await t.settle();
    expect(woo.scenario.webhooks).toEqual([]);

    const apiSecret = 'shpss_aplikacni_klic_0123456789';
    const shopifyConnected = (await (
      await connect({
        platform: 'shopify',
        shopDomain: shopify.origin,
        accessToken: shopify.scenario.token,
        webhookSecret: apiSecret,
      })
    ).json()) as Overview;
    expect(shopifyConnected.webhook).toMatchObject({ subscribed: 2, refused: [], secret: apiSecret });
    expect(shopify.scenario.webhooks.map(({ topic, callbackUrl }) => ({ topic, callbackUrl }))).toEqual(
      ['ORDERS_CREATE', 'ORDERS_UPDATED'].map((topic) => ({
        topic,
        callbackUrl: shopifyConnected.webhook!.url,
      })),
    );
    await t.settle();
    expect(
      (await call('DELETE', `/api/shops/${shopId}/connections/${shopifyConnected.connection!.id}`)).status,
    ).toBe(204);
    await t.settle();
    expect(shopify.scenario.webhooks).toEqual([]);
  });

  it("keeps shops apart: another shop's admin gets 404, a viewer 403; secrets never appear in answers or logs", async () => {
    await connect({ platform: 'shoptet', apiToken: shoptet.scenario.token });
    const stranger = await t.signUp(`eshop-cizi-${engine}@example.cz`);
    expect((await call('GET', `/api/shops/${shopId}/eshop-platform`, undefined, stranger)).status).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/api/shops/${shopId}/eshop-platform`,
          { platform: 'shoptet', apiToken: 'x'.repeat(20) },
          stranger,
        )
      ).status,
    ).toBe(404);
    const viewer = await t.signUp(`eshop-divak-${engine}@example.cz`);
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
    expect((await call('GET', `/api/shops/${shopId}/eshop-platform`, undefined, viewer)).status).toBe(403);
    const list = await call('GET', `/api/shops/${shopId}/connections`, undefined, viewer);
    const entry = ((await list.json()) as { items: { connector: string; connection: unknown }[] }).items.find(
      (item) => item.connector === 'eshop_platform',
    );
    expect(entry?.connection).toMatchObject({ account: { id: 'shoptet' } });
    const stored = await withScope(t.deps.db, { userId: null, shopId }, (db) =>
      db
        .selectFrom('connections')
        .select('credentials_sealed')
        .where('provider', '=', 'eshop_platform')
        .executeTakeFirstOrThrow(),
    );
    expect(stored.credentials_sealed).not.toContain(shoptet.scenario.token);
    const everything = captured.join('\n');
    for (const secret of [shoptet.scenario.token, shopify.scenario.token, woo.scenario.consumerSecret]) {
      expect(everything).not.toContain(secret);
    }
  });
});
