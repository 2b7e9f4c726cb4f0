import { randomBytes, randomUUID } from 'node:crypto';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeShoptet, startFakeShoptet } from '../fakes/shoptet/fake-shoptet.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { shoptetOrder, shoptetSignature } from './eshop-platform-test-kit.ts';
import { createShop } from './imports-test-kit.ts';

vi.setConfig({ testTimeout: 60_000 });

interface Overview {
  connection: { id: string } | null;
  webhook: { url: string; secret: string; subscribed: number; refused: { event: string }[] } | null;
}

/**
 * Shoptet's signature key (issue 15): every `renew-signature-key` makes a new key and the one before
 * stops. Connects of one shop run one at a time, the renewed key is stored the moment Shoptet gives
 * it, and only by a connect that still holds the shop's lease, so a stale key never overwrites the
 * one Shoptet signs with and valid deliveries are never refused.
 */
describe.each(testEngines)('Shoptet signature key renewal on %s', (engine) => {
  let shoptet: FakeShoptet;
  let t: TestApp;
  let owner: TestUser;
  let shopId: string;
  let clock = Date.now();
  let serial = 0;

  const connect = () =>
    t.call('POST', `/api/shops/${shopId}/eshop-platform`, {
      cookie: owner.cookie,
      body: { platform: 'shoptet', apiToken: shoptet.scenario.token },
    });
  const overview = async () =>
    (await (
      await t.call('GET', `/api/shops/${shopId}/eshop-platform`, { cookie: owner.cookie })
    ).json()) as Overview;
  /** A delivery of a new order event signed with `key`; answers the HTTP status. */
  const deliver = async (url: string, key: string) => {
    const body = JSON.stringify({
      eshopId: 222651,
      event: 'order:update',
      eventCreated: '2026-11-27T11:00:00+0100',
      eventInstance: `2026${String(++serial).padStart(6, '0')}`,
    });
    const response = await t.app.request(new URL(url).pathname, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'shoptet-webhook-signature': shoptetSignature(key, body),
      },
    });
    return response.status;
  };
  const lease = () =>
    withScope(t.deps.db, { userId: null, shopId }, (db) =>
      db.selectFrom('connect_leases').selectAll().where('shop_id', '=', shopId).execute(),
    );

  beforeAll(async () => {
    shoptet = await startFakeShoptet();
    t = await createTestApp(engine, {
      eshop: { shoptetApiUrl: shoptet.origin },
      now: () => new Date(clock),
      sleep: async () => {},
    });
    owner = await t.signUp(`shoptet-key-${engine}@example.cz`, 'Majitelka Klíče');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await shoptet.close();
  });
  beforeEach(async () => {
    clock = Date.now();
    shopId = await createShop(t, owner, `Klic ${Math.random().toString(36).slice(2, 8)}`);
    Object.assign(shoptet.scenario, {
      orders: [shoptetOrder('2026000001', new Date().toISOString())],
      webhooks: [],
      signatureKey: null,
      renewAnswerDelaysMs: [],
      beforeWebhookList: null,
      failWebhookList: false,
    });
  });

  it('two connects at once: the second waits for the first, and the key kept is the one Shoptet signs with', async () => {
    // The first renewal answers late, the second at once: unserialised, the first connect would
    // store its key last although Shoptet had already replaced it with the second's.
    shoptet.scenario.renewAnswerDelaysMs = [400, 0];
    const [first, second] = await Promise.all([connect(), connect()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const renewals = shoptet.requests.filter((r) => r.url.pathname === '/api/webhooks/renew-signature-key');
    expect(renewals.length).toBeGreaterThanOrEqual(2);
    const stored = await overview();
    expect(stored.webhook!.secret).toBe(shoptet.scenario.signatureKey);
    // One connection, subscribed once per event at its address.
    expect(shoptet.scenario.webhooks.map((hook) => hook.url)).toEqual([
      stored.webhook!.url,
      stored.webhook!.url,
    ]);
    expect(await deliver(stored.webhook!.url, shoptet.scenario.signatureKey!)).toBe(200);
    expect(await deliver(stored.webhook!.url, randomBytes(20).toString('hex'))).toBe(401);
    expect(await lease()).toEqual([]);
    await t.settle();
  });

  it('a delivery during a reconnect: signed with the renewed key it is taken at once, with the replaced key for 15 minutes', async () => {
    expect((await connect()).status).toBe(200);
    const { webhook } = await overview();
    const oldKey = webhook!.secret;
    expect(oldKey).toBe(shoptet.scenario.signatureKey);
    const during: number[] = [];
    // Shoptet has renewed the key and the registration is half done when these arrive.
    shoptet.scenario.beforeWebhookList = async () => {
      during.push(await deliver(webhook!.url, shoptet.scenario.signatureKey!));
      during.push(await deliver(webhook!.url, oldKey));
    };
    expect((await connect()).status).toBe(200);
    const newKey = shoptet.scenario.signatureKey!;
    expect(newKey).not.toBe(oldKey);
    expect(during).toEqual([200, 200]);
    expect((await overview()).webhook!.secret).toBe(newKey);
    expect(await deliver(webhook!.url, newKey)).toBe(200);
    expect(await deliver(webhook!.url, oldKey)).toBe(200);
    clock += 16 * 60_000;
    expect(await deliver(webhook!.url, oldKey)).toBe(401);
    expect(await deliver(webhook!.url, newKey)).toBe(200);
    await t.settle();
  });

  it('an outage after the renewal: the renewed key is kept, not the one it replaced', async () => {
    expect((await connect()).status).toBe(200);
    const { webhook } = await overview();
    shoptet.scenario.failWebhookList = true;
    const again = (await (await connect()).json()) as Overview;
    expect(again.webhook!.refused.map((refusal) => refusal.event)).toEqual(['*']);
    expect(again.webhook!.secret).toBe(shoptet.scenario.signatureKey);
    expect(await deliver(webhook!.url, shoptet.scenario.signatureKey!)).toBe(200);
    await t.settle();
  });

  it('a connect whose lease was taken over stores nothing and says so; a dead connect’s lease runs out', async () => {
    expect((await connect()).status).toBe(200);
    const before = await overview();
    shoptet.scenario.beforeWebhookList = async () => {
      // Another connect took the shop over (this one's lease ran out meanwhile).
      await withScope(t.deps.db, { userId: null, shopId }, (db) =>
        db
          .updateTable('connect_leases')
          .set({ lease_id: randomUUID() })
          .where('shop_id', '=', shopId)
          .execute(),
      );
    };
    const lost = await connect();
    expect(lost.status).toBe(409);
    const error = ((await lost.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('eshop_connect_in_progress');
    expect(error.message).toContain('zkuste to znovu');
    // The key Shoptet renewed was stored while the lease was still this connect's: no delivery is lost.
    expect((await overview()).webhook!.secret).toBe(shoptet.scenario.signatureKey);
    expect(await deliver(before.webhook!.url, shoptet.scenario.signatureKey!)).toBe(200);
    // The other connect died holding the lease: once it runs out the shop connects again.
    clock += 11 * 60_000;
    expect((await connect()).status).toBe(200);
    expect((await overview()).webhook!.secret).toBe(shoptet.scenario.signatureKey);
    expect(await lease()).toEqual([]);
    await t.settle();
  });
});
