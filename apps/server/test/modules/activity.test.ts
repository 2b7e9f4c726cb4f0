import type { ActivityEntry, Shop } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordUserActivity } from '../../src/modules/activity/record-activity.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

describe.each(testEngines)('activity (/api/me/activity) on %s', (engine) => {
  let t: TestApp;
  let eva: TestUser;
  let adam: TestUser;
  let clock = Date.parse('2025-03-01T10:00:00Z');
  /** The injected clock: one second later on every call, so the order of actions is certain. */
  const tick = () => {
    clock += 1000;
    return new Date(clock);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { now: tick });
    eva = await t.signUp('eva.activity@example.cz', 'Eva Černá');
    adam = await t.signUp('adam.activity@example.cz', 'Adam Bílý');
  });
  afterAll(() => t.close());

  const list = async (user: TestUser, query = '') => {
    const response = await t.call('GET', `/api/me/activity${query}`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: ActivityEntry[] }).items;
  };

  it('lists what the user did, newest first, with the shop name', async () => {
    const created = await t.call('POST', '/api/shops', {
      cookie: eva.cookie,
      body: { name: 'Kávovar', domain: 'https://www.kavovar.cz/' },
    });
    const shop = (await created.json()) as Shop;
    await t.call('POST', '/api/projects', { cookie: eva.cookie, body: { name: 'Kampaně' } });

    const items = await list(eva);
    expect(items.map((item) => item.action)).toEqual(['project_created', 'shop_created']);
    expect(items[1]).toMatchObject({
      kind: 'shop',
      shopName: 'Kávovar',
      details: { shopName: 'Kávovar', domain: 'www.kavovar.cz' },
    });
    expect(items[0]).toMatchObject({ kind: 'project', shopName: null, details: { projectName: 'Kampaně' } });
    expect(new Date(items[0]!.createdAt).toISOString()).toBe(items[0]!.createdAt);
    expect(items[0]!.createdAt > items[1]!.createdAt).toBe(true);

    // A deleted shop keeps the name its entries recorded.
    expect((await t.call('DELETE', `/api/shops/${shop.id}`, { cookie: eva.cookie })).status).toBe(204);
    const afterDelete = await list(eva);
    expect(afterDelete[0]).toMatchObject({ action: 'shop_deleted', shopName: 'Kávovar' });
    expect(afterDelete.find((item) => item.action === 'shop_created')?.shopName).toBe('Kávovar');
  });

  it('filters imports and exports and limits the list', async () => {
    await withScope(t.deps.db, { userId: eva.id }, async (trx) => {
      for (let i = 0; i < 3; i++) {
        await recordUserActivity(
          trx,
          eva.id,
          { kind: 'import', action: 'import_completed', details: { rows: i } },
          tick(),
        );
      }
      await recordUserActivity(trx, eva.id, { kind: 'export', action: 'export_created' }, tick());
    });
    const imports = await list(eva, '?filter=imports');
    expect(imports.map((item) => item.details.rows)).toEqual([2, 1, 0]);
    expect(imports.every((item) => item.kind === 'import')).toBe(true);
    expect((await list(eva, '?filter=exports')).map((item) => item.action)).toEqual(['export_created']);
    expect(await list(eva, '?filter=all&limit=2')).toHaveLength(2);
    expect((await list(eva)).length).toBeGreaterThanOrEqual(7);
  });

  it('rejects an unknown filter and a limit above 200', async () => {
    for (const query of ['?filter=orders', '?limit=201', '?limit=0']) {
      const response = await t.call('GET', `/api/me/activity${query}`, { cookie: eva.cookie });
      expect(response.status, query).toBe(422);
    }
    expect((await t.call('GET', '/api/me/activity?limit=200', { cookie: eva.cookie })).status).toBe(200);
  });

  it("never shows another user's activity", async () => {
    expect(await list(adam)).toEqual([]);
    expect((await t.call('GET', '/api/me/activity')).status).toBe(401);
  });
});
