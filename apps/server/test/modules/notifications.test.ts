import type { Notification, NotificationList, Shop } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNotification,
  type NewNotification,
} from '../../src/modules/notifications/create-notification.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

describe.each(testEngines)('notifications on %s', (engine) => {
  let t: TestApp;
  let hana: TestUser;
  let karel: TestUser;
  let shop: Shop;
  let other: Shop;

  beforeAll(async () => {
    t = await createTestApp(engine);
    hana = await t.signUp('hana.notif@example.cz', 'Hana Modrá');
    karel = await t.signUp('karel.notif@example.cz', 'Karel Žlutý');
    const create = async (name: string, domain: string) =>
      (await (
        await t.call('POST', '/api/shops', { cookie: hana.cookie, body: { name, domain } })
      ).json()) as Shop;
    shop = await create('Knihkupectví', 'knihy.cz');
    other = await create('Papírnictví', 'papir.cz');
    await t.call('POST', `/api/shops/${shop.id}/access`, {
      cookie: hana.cookie,
      body: { email: karel.email },
    });
  });
  afterAll(() => t.close());

  const notify = (input: Omit<NewNotification, 'type'> & { type?: NewNotification['type'] }) =>
    withScope(t.deps.db, { userId: input.userId, shopId: input.shopId }, (trx) =>
      createNotification(trx, { type: 'info', ...input }),
    );
  const list = async (user: TestUser, shopId = shop.id) => {
    const response = await t.call('GET', `/api/shops/${shopId}/notifications`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as NotificationList;
  };
  const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 12, minute));

  it('creates notifications and drops duplicates of the same event, time and shop', async () => {
    const base = {
      shopId: shop.id,
      userId: karel.id,
      title: 'Import dokončen',
      eventType: 'import_completed',
    };
    const first = await notify({ ...base, description: '120 objednávek', type: 'success', createdAt: at(1) });
    expect(first).toMatchObject({ title: 'Import dokončen', description: '120 objednávek', read: false });
    expect(first?.time).toBe(at(1).toISOString());
    expect(await notify({ ...base, createdAt: at(1) })).toBeNull();
    // A different time, event or shop is not a duplicate.
    expect(await notify({ ...base, createdAt: at(2) })).not.toBeNull();
    expect(
      await notify({ ...base, eventType: 'import_failed', type: 'error', createdAt: at(1) }),
    ).not.toBeNull();
    expect(await notify({ ...base, shopId: other.id, userId: hana.id, createdAt: at(1) })).not.toBeNull();

    const karels = await list(karel);
    expect(karels.items[0]).toMatchObject({ eventType: 'import_completed', time: at(2).toISOString() });
    // The two of the same minute tie on time; their order among themselves is not defined.
    expect(
      karels.items
        .slice(1)
        .map((item) => `${item.time} ${item.eventType}`)
        .sort(),
    ).toEqual([`${at(1).toISOString()} import_completed`, `${at(1).toISOString()} import_failed`]);
    expect(karels.unreadCount).toBe(3);
  });

  it('keeps only the newest 100 per user and shop', async () => {
    for (let minute = 10; minute < 115; minute++) {
      await notify({
        shopId: shop.id,
        userId: karel.id,
        title: `Událost ${minute}`,
        eventType: 'tick',
        createdAt: at(minute),
      });
    }
    const { items, unreadCount } = await list(karel);
    expect(items).toHaveLength(100);
    expect(unreadCount).toBe(100);
    expect(items[0]?.title).toBe('Událost 114');
    expect(items[99]?.title).toBe('Událost 15');
    // Hana's own notifications in the shop were not pruned with Karel's.
    expect((await list(hana)).items.map((item) => item.eventType)).toEqual(['shop_created']);
  });

  it('marks one notification read, and only the caller’s own', async () => {
    const [newest] = (await list(karel)).items as [Notification];
    const path = `/api/shops/${shop.id}/notifications/${newest.id}/read`;
    expect((await t.call('POST', path, { cookie: hana.cookie })).status).toBe(404);
    expect(
      (
        await t.call('POST', `/api/shops/${other.id}/notifications/${newest.id}/read`, {
          cookie: hana.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await t.call('POST', path, { cookie: karel.cookie })).status).toBe(204);
    const after = await list(karel);
    expect(after.unreadCount).toBe(99);
    expect(after.items[0]).toMatchObject({ id: newest.id, read: true });
    const missing = `/api/shops/${shop.id}/notifications/00000000-0000-4000-8000-000000000000/read`;
    expect((await t.call('POST', missing, { cookie: karel.cookie })).status).toBe(404);
  });

  it('marks all read in one shop', async () => {
    expect(
      (await t.call('POST', `/api/shops/${shop.id}/notifications/read-all`, { cookie: karel.cookie })).status,
    ).toBe(204);
    const after = await list(karel);
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((item) => item.read)).toBe(true);
    expect((await list(hana)).unreadCount).toBe(1);
  });

  it("clears the caller's notifications of one shop only", async () => {
    expect(
      (await t.call('DELETE', `/api/shops/${shop.id}/notifications`, { cookie: hana.cookie })).status,
    ).toBe(204);
    expect(await list(hana)).toEqual({ items: [], unreadCount: 0 });
    expect((await list(hana, other.id)).items.length).toBe(2);
    expect((await list(karel)).items).toHaveLength(100);
    const { items } = (await (await t.call('GET', '/api/me/activity', { cookie: hana.cookie })).json()) as {
      items: { action: string; details: { count: number } }[];
    };
    expect(items[0]).toMatchObject({ action: 'notifications_cleared', details: { count: 1 } });
  });

  it('refuses to create a notification outside the shop scope', async () => {
    const outside = withScope(t.deps.db, { userId: karel.id, shopId: other.id }, (trx) =>
      createNotification(trx, {
        shopId: shop.id,
        userId: karel.id,
        title: 'X',
        type: 'info',
        eventType: 'x',
      }),
    );
    await expect(outside).rejects.toThrow(/row-level security/);
  });
});
